//! Per-key rate limits: a token bucket per API key (by its digest). Only known keys get a
//! bucket (the key is checked first), so the map is bounded by the configured keys.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A key's allowance.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateLimit {
    /// Sustained requests per second.
    pub per_second: f64,
    /// Requests allowed at once after a quiet spell.
    pub burst: f64,
}

impl Default for RateLimit {
    fn default() -> RateLimit {
        RateLimit {
            per_second: 50.0,
            burst: 100.0,
        }
    }
}

pub(crate) struct Limiter {
    limit: Option<RateLimit>,
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
}

impl Limiter {
    pub(crate) fn new(limit: Option<RateLimit>) -> Limiter {
        Limiter {
            limit,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one token for `key`, or says how long until one is there.
    pub(crate) fn check(&self, key: &str) -> Result<(), Duration> {
        let Some(limit) = self.limit else {
            return Ok(());
        };
        let now = Instant::now();
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let (tokens, last) = buckets.entry(key.to_string()).or_insert((limit.burst, now));
        let refill = now.duration_since(*last).as_secs_f64() * limit.per_second;
        *tokens = (*tokens + refill).min(limit.burst);
        *last = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            Ok(())
        } else {
            let wait = (1.0 - *tokens) / limit.per_second.max(1e-9);
            Err(Duration::from_secs_f64(wait.min(3600.0)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_the_rate() {
        let l = Limiter::new(Some(RateLimit {
            per_second: 10.0,
            burst: 3.0,
        }));
        assert!(l.check("a").is_ok());
        assert!(l.check("a").is_ok());
        assert!(l.check("a").is_ok());
        let wait = l.check("a").unwrap_err();
        assert!(wait <= Duration::from_millis(100), "{wait:?}");
        assert!(l.check("b").is_ok(), "keys are independent");
        std::thread::sleep(Duration::from_millis(120));
        assert!(l.check("a").is_ok());
        assert!(Limiter::new(None).check("a").is_ok());
    }
}
