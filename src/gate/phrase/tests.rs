//! The selling phrases' rules against the shipped catalog: each form read, and the life
//! questions with the same words left to the score.

use super::super::measures::MeasurePhrases;
use super::*;
use crate::catalog::Catalog;
use crate::planner::text::tokens_with_money;
use std::sync::OnceLock;

fn catalog() -> &'static Catalog {
    static C: OnceLock<Catalog> = OnceLock::new();
    C.get_or_init(|| {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        Catalog::load(root).unwrap_or_else(|d| panic!("{d}"))
    })
}

/// The wordings the gate reads: the catalog's ontology and seller terms.
fn measures() -> &'static MeasurePhrases {
    static M: OnceLock<MeasurePhrases> = OnceLock::new();
    M.get_or_init(|| {
        let g = &catalog().gate;
        MeasurePhrases::new(&catalog().measures, &g.seller_terms, &g.measure_words)
    })
}

fn none(_: &Token) -> bool {
    false
}

fn phrase(q: &str) -> Option<SellingPhrase> {
    selling_phrase(&tokens_with_money(q), measures(), &none, &none, true)
}

fn form(q: &str) -> Option<Form> {
    phrase(q).map(|p| p.form)
}

#[test]
fn a_measure_of_a_thing_in_a_lookup() {
    assert_eq!(
        form("inventory of yoga mats vs"),
        Some(Form::MeasureOfThing)
    );
    assert_eq!(
        form("competitor price on the phone case"),
        Some(Form::MeasureOfThing)
    );
    assert_eq!(
        form("how many refunds on the sunscreen"),
        Some(Form::MeasureOfThing)
    );
    // An indefinite thing, words around the measure, a how-to: not a lookup.
    assert_eq!(form("price of a gallon of milk"), None);
    assert_eq!(
        form("how much did the price of bread go up this year"),
        None
    );
    assert_eq!(
        form("what are the reviews for the ritz carlton in cancun"),
        None
    );
    assert_eq!(form("how do i make beef stock from bones"), None);
    assert_eq!(form("vlookup to pull the price from another sheet"), None);
    // A singular is no typo of a plural measure: "order" and "return" have other senses.
    assert_eq!(form("what's the order of the harry potter books"), None);
    assert_eq!(form("return of the jedi release year"), None);
    assert_eq!(
        form("what's the rating of the hotel i booked in rome"),
        None
    );
    assert_eq!(form("what's a spiff in car sales"), None);
}

#[test]
fn a_thing_before_its_measure() {
    assert_eq!(
        form("velvet grove sunscreen units in"),
        Some(Form::ThingMeasure)
    );
    assert_eq!(form("how many smart plugs sold"), Some(Form::ThingMeasure));
    assert_eq!(form("cleanser units yest"), Some(Form::ThingMeasure));
    assert_eq!(form("paddle $$"), Some(Form::ThingMeasure));
    assert_eq!(
        form("luma botanics vitamin c serum units"),
        Some(Form::ThingMeasure)
    );
    // A typo of the measure, by the planner's rule.
    assert_eq!(form("art kit page veiws"), Some(Form::ThingMeasure));
    // A superlative is no thing; a foreign owner's figure is not the seller's; a measure
    // followed by more words is no lookup.
    assert_eq!(form("which phone has the best reviews"), None);
    assert_eq!(form("what's apple's annual revenue"), None);
    assert_eq!(form("how many yoga sessions did i do"), None);
    assert_eq!(form("how do restaurants decide menu prices"), None);
}

#[test]
fn a_check_of_stock_and_what_sells_best() {
    assert_eq!(form("stock chk dutch oven"), Some(Form::MeasureOfThing));
    assert_eq!(
        form("stock check on the skillet"),
        Some(Form::MeasureOfThing)
    );
    assert_eq!(form("whats sellin best rn"), Some(Form::BestSeller));
    assert_eq!(form("what sold most"), Some(Form::BestSeller));
    assert_eq!(form("what's selling best on amazon"), None);
    // A noun made of a measure is no typo of it: "charger" is the thing here.
    assert_eq!(form("usb c charger orders"), Some(Form::ThingMeasure));
}

#[test]
fn how_many_of_a_thing_were_sold() {
    assert_eq!(
        form("how many resistance band sets did i sell"),
        Some(Form::HowManySold)
    );
    assert_eq!(form("how many cookies did i sell at the bake sale"), None);
    assert_eq!(form("how many books did i read"), None);
}

#[test]
fn selling_measures_are_told_from_everyday_ones() {
    let trust = |q: &str| phrase(q).unwrap().trust;
    assert_eq!(trust("cleanser units"), Trust::Selling);
    assert_eq!(trust("revenue for my baking sheets"), Trust::Selling);
    assert_eq!(trust("grocery prices"), Trust::Everyday);
    assert_eq!(trust("wine cellar inventory"), Trust::Everyday);
    assert_eq!(trust("jump rope orders"), Trust::Counted);
}

#[test]
fn an_own_product_with_a_selling_verb() {
    // A wording of the ontology after the product is its measure ("make" is revenue)...
    let q = "how much did my tea kettles make in";
    let toks = tokens_with_money(q);
    let product = |t: &Token| t.word == "tea" || t.word == "kettles";
    assert_eq!(
        selling_phrase(&toks, measures(), &product, &product, false).map(|p| p.form),
        Some(Form::ThingMeasure)
    );
    // ... and a verb the ontology does not have is a selling verb of the product.
    let q = "how much did my tea kettles earn in";
    let toks = tokens_with_money(q);
    assert_eq!(
        selling_phrase(&toks, measures(), &product, &product, false).map(|p| p.form),
        Some(Form::OwnProductVerb)
    );
    // Not with a foreign word, nor without an own product, nor as a how-to.
    assert_eq!(
        selling_phrase(&toks, measures(), &product, &product, true),
        None
    );
    assert_eq!(selling_phrase(&toks, measures(), &none, &none, false), None);
    let toks = tokens_with_money("how do i make bread in a dutch oven");
    let product = |t: &Token| t.word == "dutch" || t.word == "oven";
    assert_eq!(
        selling_phrase(&toks, measures(), &product, &product, false),
        None
    );
}

#[test]
fn the_gate_reads_the_one_measure_ontology() {
    // Every wording the gate trusts beside an unknown thing is a wording of the ontology.
    assert_eq!(
        MeasurePhrases::trusted_outside(&catalog().measures),
        Vec::<&str>::new()
    );
    // A wording only the ontology has names a measure of the seller's own product...
    let toks = tokens_with_money("dumbells conv rate");
    let product = |t: &Token| t.word == "dumbells";
    assert_eq!(
        selling_phrase(&toks, measures(), &product, &product, false).map(|p| p.form),
        Some(Form::ThingMeasure)
    );
    let toks = tokens_with_money("how much did the braiser bring in since it launched");
    let product = |t: &Token| t.word == "braiser";
    assert_eq!(
        selling_phrase(&toks, measures(), &product, &product, false).map(|p| p.form),
        Some(Form::ThingMeasure)
    );
    // ... and nothing of any other thing: everyday words are no evidence alone.
    assert_eq!(form("how many days left in"), None);
    assert_eq!(form("rental income last"), None);
    assert_eq!(form("how much does the blender cost"), None);
    assert_eq!(form("what did the movie bring in"), None);
    // Every word of the thing must be of the product: "care" alone is no "day care".
    let toks = tokens_with_money("how much does adult day care cost");
    let product = |t: &Token| t.word == "care";
    assert_eq!(
        selling_phrase(&toks, measures(), &product, &product, false),
        None
    );
    // A seller term of the ontology names a measure of any thing.
    assert_eq!(
        form("ad impressions on the phone cases this"),
        Some(Form::MeasureOfThing)
    );
    // A check after the measure: "tent inv chk".
    assert_eq!(form("tent inv chk"), Some(Form::ThingMeasure));
    // "since" opens a past event, not any clause.
    assert_eq!(
        form("sunscreen units since it launched"),
        Some(Form::ThingMeasure)
    );
    assert_eq!(form("sunscreen units since it is summer and hot"), None);
}

#[test]
fn a_thing_sold_or_held_however_it_is_named() {
    assert_eq!(form("did i sell any blenders"), Some(Form::HowManySold));
    assert_eq!(form("did i sell any cookies at the bake sale"), None);
    assert_eq!(
        form("how many sleeping bags are left in my inventory"),
        Some(Form::HowManyHeld)
    );
    assert_eq!(
        form("how many screen protectors are sitting in inventory"),
        Some(Form::HowManyHeld)
    );
    // Left alone, or held elsewhere, it is no stock of the seller's.
    assert_eq!(form("how many eggs are left in the carton"), None);
    assert_eq!(form("how many cans of soup are in stock at walmart"), None);
    assert_eq!(form("how many days are left"), None);
    assert_eq!(
        form("how are my jigsaw puzzles selling"),
        Some(Form::HowSelling)
    );
    assert_eq!(form("how are my tomatoes growing"), None);
    assert_eq!(form("how is the selling going"), None);
}

#[test]
fn brands_periods_and_best_sellers() {
    // A thing a letter away from a measure is still a thing.
    assert_eq!(
        form("how many kitchen scales did i ship in"),
        Some(Form::HowManySold)
    );
    assert_eq!(
        form("petal and pine sheet mask orders since"),
        Some(Form::ThingMeasure)
    );
    assert_eq!(
        form("water blaster units over the week"),
        Some(Form::ThingMeasure)
    );
    assert_eq!(
        form("water blaster units over the 4th week"),
        Some(Form::ThingMeasure)
    );
    assert_eq!(form("water blaster units over the 4th floor"), None);
    assert_eq!(form("whats my best selling toy"), Some(Form::BestSeller));
    assert_eq!(form("what's the best selling car"), None);
    assert_eq!(form("what's my best selling point in an interview"), None);
}

#[test]
fn sold_asked_of_a_thing_in_more_forms() {
    // "how much" of a thing sold.
    assert_eq!(
        form("how much sunscreen did i sell in"),
        Some(Form::HowManySold)
    );
    // A selling verb after the seller's thing is its measure.
    assert_eq!(form("did my smart plugs sell on"), Some(Form::ThingMeasure));
    assert_eq!(
        form("are my trekking poles selling"),
        Some(Form::ThingMeasure)
    );
    // A sale of something else, a count held by "how much", a thing that is not sold.
    assert_eq!(form("how much bread did i sell at the bake sale"), None);
    assert_eq!(form("did my parents sell the house"), None);
    assert_eq!(form("how much water is left in the tank"), None);
    assert_eq!(form("are my tomatoes growing"), None);
}

#[test]
fn measures_of_any_thing_in_a_row_and_stock_levels() {
    assert_eq!(
        form("resistance bands stock on hand"),
        Some(Form::ThingMeasure)
    );
    assert_eq!(form("tent inv lvl"), Some(Form::ThingMeasure));
    assert_eq!(form("foam roller stock level"), Some(Form::ThingMeasure));
    assert_eq!(form("jump rope ords in"), Some(Form::ThingMeasure));
    // Another measure after the first is no licence for any words after it.
    assert_eq!(form("soup stock on hand for the party tonight"), None);
}

#[test]
fn what_a_phrase_lifts() {
    use super::super::AskerShape::*;
    let p = |q: &str| phrase(q).unwrap();
    // A count of orders over a period lifts a foreign word before it; without one, not.
    assert!(p("jump rope orders in").lifts(ForeignMeasure, true));
    assert!(!p("pizza orders").lifts(ForeignMeasure, false));
    assert!(!p("grocery prices").lifts(ForeignMeasure, true));
    // The asker sold or holds the thing: a foreign count or possession is lifted.
    assert!(p("how many hair dryers did i move in").lifts(ForeignCount, true));
    assert!(p("how are my jigsaw puzzles selling").lifts(ForeignPossession, false));
    // A how-to or a definition is never lifted.
    assert!(!p("how many hair dryers did i move in").lifts(HowTo, true));
}
