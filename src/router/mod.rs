//! Manager stage 2b: the **router** (the facade over stages 1–2 is [`crate::manager::ManagerModels`]).
//!
//! - **Takes** the question's [`Embedding`] (the same one the OOD check uses).
//! - **Gives** a [`RoutingDecision`]: `data_presenter` (descriptive: show me numbers) or
//!   `insight_generator` (diagnostic: why, how am I doing, compare me, what should I do), with
//!   both probabilities.
//! - **Guarantees**: `route` is the class of highest probability, `confidence` is that
//!   probability, the probabilities sum to 1; unless the descriptive rule
//!   ([`descriptive::overrule`], applied by the manager) moved a request for numbers to the
//!   Data Presenter, which `rule` then says. Never `out_of_domain` (that is the OOD check's
//!   call). ~0.01 ms.
//!
//! ## The model
//! A classifier head on the embedding: softmax regression (the default), or one tanh hidden
//! layer when `hidden > 0`, trained in Rust with AdamW on cross-entropy. The smaller class is
//! super-sampled (drawn again, with replacement, each epoch) up to the size of the larger, so
//! the head does not learn the class ratio of the training files.
//!
//! [`crate::manager::ManagerModels`] loads the embedder and both heads, checks that the
//! artefacts were trained on the current training data and embedding model, and screens a
//! question: embed once → OOD check + route.

pub mod descriptive;
pub mod diagnostic;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::catalog::training::Route;
use crate::embed::{Embedding, DIM};
use crate::train::nn::{Adam, Dense, Rng};

/// The two routes the head chooses between, in output order.
pub const ROUTES: [Route; 2] = [Route::DataPresenter, Route::InsightGenerator];

/// The probability of each route.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RouteProbabilities {
    /// P(`data_presenter`).
    pub data_presenter: f32,
    /// P(`insight_generator`).
    pub insight_generator: f32,
}

/// Which worker answers the question.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RoutingDecision {
    /// The chosen worker.
    pub route: Route,
    /// The chosen route's probability (≥ 0.5).
    pub confidence: f32,
    /// Both probabilities.
    pub probabilities: RouteProbabilities,
    /// Set when a rule overruled the head (the descriptive rule, [`descriptive`]).
    /// `confidence` is then the head's probability of the chosen route, which may be below
    /// 0.5.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<RouteRule>,
}

/// A rule that overrules the head.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RouteRule {
    /// A measure and a period (or "how many" / "how much" / "when did" / "list") named, and no
    /// diagnostic word (why, explain, how am I doing, compare me, should I, trend, drop, ...):
    /// a request for numbers, for the Data Presenter.
    Descriptive,
    /// A cause asked for ("why", "explain", "what caused", "the reason"): the Data Presenter
    /// can only give numbers, so the Insight Generator answers whatever the head said.
    Cause,
}

/// Problems with a router model.
#[derive(Debug, thiserror::Error)]
pub enum RouterError {
    /// A class has no training question.
    #[error("the router needs training questions of both routes: {data_presenter} data_presenter, {insight_generator} insight_generator")]
    MissingClass {
        /// How many data_presenter questions.
        data_presenter: usize,
        /// How many insight_generator questions.
        insight_generator: usize,
    },
    /// A training label is not one of [`ROUTES`].
    #[error("the router is trained on data_presenter and insight_generator questions only")]
    BadLabel,
    /// The weights do not fit the declared shapes (a damaged artefact).
    #[error("the router's weights are inconsistent (expected {DIM} → [hidden →] 2)")]
    Inconsistent,
}

/// Hyper-parameters of the router head.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RouterConfig {
    /// Hidden tanh units; 0 for softmax regression.
    pub hidden: usize,
    /// Passes over the (super-sampled) training questions.
    pub epochs: usize,
    /// Questions per Adam step.
    pub batch_size: usize,
    /// Adam's learning rate.
    pub learning_rate: f32,
    /// Decoupled weight decay (AdamW), on weights only.
    pub weight_decay: f32,
}

impl Default for RouterConfig {
    fn default() -> Self {
        RouterConfig {
            hidden: 0,
            epochs: 200,
            batch_size: 32,
            learning_rate: 5e-3,
            weight_decay: 1e-4,
        }
    }
}

/// A trained router head.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RouterModel {
    /// Optional 384 → hidden layer, followed by tanh.
    pub hidden: Option<Dense>,
    /// (384 or hidden) → 2 logits, in [`ROUTES`] order.
    pub output: Dense,
}

impl RouterModel {
    /// Checks shapes and numbers after loading.
    pub fn validate(&self) -> Result<(), RouterError> {
        let width = match &self.hidden {
            Some(h) if h.is_consistent() && h.inputs == DIM => h.outputs,
            Some(_) => return Err(RouterError::Inconsistent),
            None => DIM,
        };
        if self.output.is_consistent() && self.output.inputs == width && self.output.outputs == 2 {
            Ok(())
        } else {
            Err(RouterError::Inconsistent)
        }
    }

    /// The two logits for an input.
    fn logits(&self, x: &[f32]) -> [f32; 2] {
        let mut logits = [0.0f32; 2];
        match &self.hidden {
            Some(h) => {
                let mut act = vec![0.0f32; h.outputs];
                h.forward(x, &mut act);
                act.iter_mut().for_each(|a| *a = a.tanh());
                self.output.forward(&act, &mut logits);
            }
            None => self.output.forward(x, &mut logits),
        }
        logits
    }

    /// P(route) for each of [`ROUTES`].
    pub fn probabilities(&self, x: &[f32]) -> [f32; 2] {
        softmax(self.logits(x))
    }

    /// Routes an embedding.
    pub fn route(&self, e: &Embedding) -> RoutingDecision {
        let [p_dp, p_ig] = self.probabilities(e.as_slice());
        let (route, confidence) = if p_ig > p_dp {
            (Route::InsightGenerator, p_ig)
        } else {
            (Route::DataPresenter, p_dp)
        };
        RoutingDecision {
            route,
            confidence,
            probabilities: RouteProbabilities {
                data_presenter: p_dp,
                insight_generator: p_ig,
            },
            rule: None,
        }
    }
}

fn softmax(l: [f32; 2]) -> [f32; 2] {
    let m = l[0].max(l[1]);
    let (a, b) = ((l[0] - m).exp(), (l[1] - m).exp());
    [a / (a + b), b / (a + b)]
}

fn class_index(route: Route) -> Result<usize, RouterError> {
    ROUTES
        .iter()
        .position(|&r| r == route)
        .ok_or(RouterError::BadLabel)
}

/// Trains a router head on labelled embeddings. `progress(done, total)` is called after every
/// epoch. Deterministic for a seed.
pub fn train(
    examples: &[(&[f32], Route)],
    cfg: &RouterConfig,
    seed: u64,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<RouterModel, RouterError> {
    let mut by_class: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for (i, (_, route)) in examples.iter().enumerate() {
        by_class[class_index(*route)?].push(i);
    }
    if by_class.iter().any(Vec::is_empty) {
        return Err(RouterError::MissingClass {
            data_presenter: by_class[0].len(),
            insight_generator: by_class[1].len(),
        });
    }
    let labels: Vec<usize> = examples
        .iter()
        .map(|(_, r)| class_index(*r))
        .collect::<Result<_, _>>()?;

    let mut rng = Rng::new(seed);
    let mut hidden = (cfg.hidden > 0).then(|| Dense::xavier(DIM, cfg.hidden, &mut rng));
    let width = hidden.as_ref().map_or(DIM, |h| h.outputs);
    let mut output = Dense::xavier(width, 2, &mut rng);
    let mut adam = {
        let mut layers: Vec<&Dense> = hidden.iter().collect();
        layers.push(&output);
        Adam::new(&layers, cfg.learning_rate, cfg.weight_decay)
    };
    let mut g_hidden = hidden.as_ref().map(Dense::zero_grad);
    let mut g_out = output.zero_grad();
    let mut act = vec![0.0f32; width];
    let mut d_act = vec![0.0f32; width];
    let largest = by_class.iter().map(Vec::len).max().unwrap_or(0);
    let batch = cfg.batch_size.max(1);

    for epoch in 0..cfg.epochs {
        // Super-sampling: every example of each class once, then random repeats of the
        // smaller class until both classes weigh the same in this epoch.
        let mut order: Vec<usize> = Vec::with_capacity(2 * largest);
        for members in &by_class {
            order.extend(members);
            for _ in members.len()..largest {
                order.push(members[rng.below(members.len())]);
            }
        }
        rng.shuffle(&mut order);
        for chunk in order.chunks(batch) {
            g_out.clear();
            if let Some(g) = g_hidden.as_mut() {
                g.clear();
            }
            for &i in chunk {
                let x = examples[i].0;
                let input: &[f32] = match &hidden {
                    Some(h) => {
                        h.forward(x, &mut act);
                        act.iter_mut().for_each(|a| *a = a.tanh());
                        &act
                    }
                    None => x,
                };
                let mut logits = [0.0f32; 2];
                output.forward(input, &mut logits);
                let p = softmax(logits);
                // Cross-entropy: dL/dlogit = p − onehot.
                let mut delta = p;
                delta[labels[i]] -= 1.0;
                match (&hidden, g_hidden.as_mut()) {
                    (Some(h), Some(gh)) => {
                        output.backward(&act, &delta, &mut g_out, Some(&mut d_act));
                        for (d, &a) in d_act.iter_mut().zip(&act) {
                            *d *= 1.0 - a * a;
                        }
                        h.backward(x, &d_act, gh, None);
                    }
                    _ => output.backward(x, &delta, &mut g_out, None),
                }
            }
            let s = 1.0 / chunk.len() as f32;
            g_out.scale(s);
            match (hidden.as_mut(), g_hidden.as_mut()) {
                (Some(h), Some(gh)) => {
                    gh.scale(s);
                    adam.step(&mut [h, &mut output], &[gh, &g_out]);
                }
                _ => adam.step(&mut [&mut output], &[&g_out]),
            }
        }
        progress(epoch + 1, cfg.epochs);
    }
    let model = RouterModel { hidden, output };
    model.validate()?;
    Ok(model)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two clusters along different axes, the second class five times smaller.
    fn clusters(seed: u64) -> Vec<(Vec<f32>, Route)> {
        let mut rng = Rng::new(seed);
        let mut out = Vec::new();
        for (axis, route, n) in [
            (0, Route::DataPresenter, 100),
            (1, Route::InsightGenerator, 20),
        ] {
            for _ in 0..n {
                let mut v: Vec<f32> = (0..DIM).map(|_| 0.05 * rng.normal()).collect();
                v[axis] += 1.0;
                out.push((v, route));
            }
        }
        out
    }

    fn fit(cfg: &RouterConfig, seed: u64) -> RouterModel {
        let data = clusters(1);
        let ex: Vec<(&[f32], Route)> = data.iter().map(|(v, r)| (v.as_slice(), *r)).collect();
        train(&ex, cfg, seed, &mut |_, _| {}).unwrap()
    }

    fn unit(axis: usize) -> Embedding {
        let mut v = vec![0.0f32; DIM];
        v[axis] = 1.0;
        Embedding::new(v).unwrap()
    }

    #[test]
    fn separates_two_clusters_with_either_head() {
        for hidden in [0, 16] {
            let cfg = RouterConfig {
                hidden,
                epochs: 20,
                ..RouterConfig::default()
            };
            let m = fit(&cfg, 4);
            m.validate().unwrap();
            let a = m.route(&unit(0));
            let b = m.route(&unit(1));
            assert_eq!(a.route, Route::DataPresenter, "{a:?}");
            assert_eq!(b.route, Route::InsightGenerator, "{b:?}");
            let p = b.probabilities;
            assert!((p.data_presenter + p.insight_generator - 1.0).abs() < 1e-6);
            assert_eq!(b.confidence, p.insight_generator);
            assert!(b.confidence >= 0.5);
        }
    }

    #[test]
    fn same_seed_same_weights_other_seed_other_weights() {
        let cfg = RouterConfig {
            hidden: 8,
            epochs: 5,
            ..RouterConfig::default()
        };
        assert_eq!(fit(&cfg, 7), fit(&cfg, 7));
        assert_ne!(fit(&cfg, 7), fit(&cfg, 8));
    }

    #[test]
    fn both_classes_are_required() {
        let v = vec![0.0f32; DIM];
        let ex = vec![(v.as_slice(), Route::DataPresenter)];
        let err = train(&ex, &RouterConfig::default(), 1, &mut |_, _| {}).unwrap_err();
        assert!(matches!(
            err,
            RouterError::MissingClass {
                data_presenter: 1,
                insight_generator: 0
            }
        ));
        let ex = vec![(v.as_slice(), Route::OutOfDomain)];
        assert!(matches!(
            train(&ex, &RouterConfig::default(), 1, &mut |_, _| {}),
            Err(RouterError::BadLabel)
        ));
    }

    #[test]
    fn damaged_weights_are_refused() {
        let mut m = fit(
            &RouterConfig {
                epochs: 1,
                ..RouterConfig::default()
            },
            1,
        );
        m.output.bias.push(0.0);
        assert!(matches!(m.validate(), Err(RouterError::Inconsistent)));
    }
}
