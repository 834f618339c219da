//! Run-time configuration shared by the CLI and the server.

use std::path::PathBuf;

/// Where things are.
#[derive(Debug, Clone)]
pub struct Paths {
    /// The catalog root (holds `apis/`, `domains/`, `prompts/`, `plugins/`, `models/`).
    pub root: PathBuf,
    /// The embedded SQLite store.
    pub db: PathBuf,
}

impl Paths {
    /// The default store path under a root: `data/insight.db`.
    pub fn default_db(root: &std::path::Path) -> PathBuf {
        root.join("data").join("insight.db")
    }

    /// The folder of model artefacts: `models/`.
    pub fn models_dir(&self) -> PathBuf {
        self.root.join("models")
    }
}

/// The settings file, `insight.yaml` at the catalog root (optional: every field has a default).
/// Environment variables override it (see [`Settings::load`]).
#[derive(
    Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The engine's clock.
    #[serde(default)]
    pub clock: ClockSettings,
    /// API keys and the seller each one is bound to. The seller of a request comes from its key,
    /// never from the question.
    #[serde(default)]
    pub keys: std::collections::BTreeMap<String, String>,
    /// The HTTP server.
    #[serde(default)]
    pub serve: ServeSettings,
    /// The optional LLM (`backend: none` by default: every step has a deterministic path).
    #[serde(default)]
    pub llm: crate::llm::LlmConfig,
    /// Per-stage deadlines (manager, worker, each API call).
    #[serde(default)]
    pub deadlines: crate::manager::Deadlines,
    /// Where the seller data (and, with PostgreSQL, the conversations) live.
    #[serde(default)]
    pub store: StoreSettings,
}

/// Where the store lives: the embedded SQLite file (`--db`, the default) or a PostgreSQL
/// server shared by several `insight serve` replicas.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StoreSettings {
    /// A PostgreSQL connection URL (`postgres://user:password@host:5432/db`, or
    /// `postgresql:///db?host=/run/postgresql` for a unix socket). Absent: the SQLite file.
    /// The environment variable `INSIGHT_STORE_URL` overrides it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Most PostgreSQL connections each process keeps open.
    #[serde(default = "default_pool_size")]
    pub pool_size: usize,
}

impl Default for StoreSettings {
    fn default() -> Self {
        StoreSettings {
            url: None,
            pool_size: default_pool_size(),
        }
    }
}

fn default_pool_size() -> usize {
    8
}

/// The engine's clock. The engine never reads the system clock: "today" is this date, or the
/// request's own `today`, or, when neither is given, the day after the data's last day (the
/// data is a snapshot, and that is the day it was taken).
#[derive(
    Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct ClockSettings {
    /// "Today", `YYYY-MM-DD`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub today: Option<chrono::NaiveDate>,
}

/// The HTTP server.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ServeSettings {
    /// Address to listen on.
    #[serde(default = "default_addr")]
    pub addr: String,
    /// Longest question accepted, in characters.
    #[serde(default = "default_max_question_chars")]
    pub max_question_chars: usize,
    /// Largest request body accepted, in bytes.
    #[serde(default = "default_max_body_bytes")]
    pub max_body_bytes: usize,
}

impl Default for ServeSettings {
    fn default() -> Self {
        ServeSettings {
            addr: default_addr(),
            max_question_chars: default_max_question_chars(),
            max_body_bytes: default_max_body_bytes(),
        }
    }
}

fn default_addr() -> String {
    "127.0.0.1:8080".to_string()
}

fn default_max_question_chars() -> usize {
    500
}

fn default_max_body_bytes() -> usize {
    16 * 1024
}

/// Environment variable: `key=SELLER` pairs separated by commas, added to (and overriding) the
/// settings file's keys.
pub const ENV_API_KEYS: &str = "INSIGHT_API_KEYS";
/// Environment variable: the clock's today (`YYYY-MM-DD`).
pub const ENV_TODAY: &str = "INSIGHT_TODAY";

/// Environment variable: the PostgreSQL store's URL (see [`StoreSettings::url`]).
pub const ENV_STORE_URL: &str = "INSIGHT_STORE_URL";

/// A settings problem.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The file has problems (each as `file:line:col: message`).
    #[error("{0}")]
    File(String),
    /// The LLM settings are malformed.
    #[error("llm: {0}")]
    Llm(String),
    /// An environment variable is malformed.
    #[error("{name}: {message}")]
    Env {
        /// The variable.
        name: &'static str,
        /// What is wrong.
        message: String,
    },
}

impl Settings {
    /// The settings file's path under a root.
    pub fn path(root: &std::path::Path) -> PathBuf {
        root.join("insight.yaml")
    }

    /// Reads `ROOT/insight.yaml` when it exists (defaults otherwise), then applies the
    /// environment overrides ([`ENV_API_KEYS`], [`ENV_TODAY`], and the `INSIGHT_LLM_*`
    /// variables of [`crate::llm::LlmConfig::overlay`]).
    pub fn load(root: &std::path::Path) -> Result<Settings, SettingsError> {
        let path = Settings::path(root);
        let mut settings = if path.exists() {
            let mut diags = crate::catalog::Diagnostics::with_root(root);
            match crate::catalog::yaml::load_typed::<Settings>(&path, &mut diags) {
                Some((s, _)) if diags.is_empty() => s,
                _ => return Err(SettingsError::File(diags.to_string())),
            }
        } else {
            Settings::default()
        };
        settings.apply_env(|name| std::env::var(name).ok())?;
        Ok(settings)
    }

    /// Applies environment overrides read through `var` (injected for tests).
    pub fn apply_env(&mut self, var: impl Fn(&str) -> Option<String>) -> Result<(), SettingsError> {
        if let Some(keys) = var(ENV_API_KEYS) {
            for pair in keys.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                let Some((key, seller)) = pair.split_once('=') else {
                    return Err(SettingsError::Env {
                        name: ENV_API_KEYS,
                        message: format!("`{pair}` is not key=SELLER (e.g. demo=S001)"),
                    });
                };
                self.keys
                    .insert(key.trim().to_string(), seller.trim().to_string());
            }
        }
        if let Some(today) = var(ENV_TODAY) {
            let d = chrono::NaiveDate::parse_from_str(today.trim(), "%Y-%m-%d").map_err(|_| {
                SettingsError::Env {
                    name: ENV_TODAY,
                    message: format!("`{today}` is not a date like 2025-12-10"),
                }
            })?;
            self.clock.today = Some(d);
        }
        if let Some(url) = var(ENV_STORE_URL) {
            let url = url.trim();
            if url.is_empty() {
                self.store.url = None;
            } else if crate::data::postgres::is_pg_url(url) {
                self.store.url = Some(url.to_string());
            } else {
                return Err(SettingsError::Env {
                    name: ENV_STORE_URL,
                    message: format!(
                        "`{}` is not a postgres:// or postgresql:// URL",
                        crate::data::postgres::redact(url)
                    ),
                });
            }
        }
        self.llm = self
            .llm
            .clone()
            .overlay(&var)
            .map_err(|e| SettingsError::Llm(e.to_string()))?;
        Ok(())
    }

    /// Where the store is: the PostgreSQL server when a URL is set, else the SQLite file.
    pub fn store_location(&self, paths: &Paths) -> crate::backend::StoreLocation {
        match &self.store.url {
            Some(url) => {
                crate::backend::StoreLocation::Postgres(crate::backend::postgres::PgOptions {
                    url: url.clone(),
                    pool_size: self.store.pool_size,
                })
            }
            None => crate::backend::StoreLocation::Sqlite(paths.db.clone()),
        }
    }

    /// The seller an API key is bound to.
    pub fn seller_for_key(&self, key: &str) -> Option<&str> {
        self.keys.get(key).map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn env_overrides_keys_and_today() {
        let mut s = Settings::default();
        s.keys.insert("demo".into(), "S001".into());
        s.apply_env(|n| match n {
            ENV_API_KEYS => Some("demo=S002, k2 = S003".into()),
            ENV_TODAY => Some("2025-11-01".into()),
            _ => None,
        })
        .unwrap();
        assert_eq!(s.seller_for_key("demo"), Some("S002"));
        assert_eq!(s.seller_for_key("k2"), Some("S003"));
        assert_eq!(s.clock.today, chrono::NaiveDate::from_ymd_opt(2025, 11, 1));
    }

    #[test]
    fn malformed_env_is_an_error_naming_the_variable() {
        let mut s = Settings::default();
        let e = s
            .apply_env(|n| (n == ENV_API_KEYS).then(|| "demoS001".to_string()))
            .unwrap_err();
        assert!(e.to_string().contains(ENV_API_KEYS), "{e}");
        let e = s
            .apply_env(|n| (n == ENV_TODAY).then(|| "yesterday".to_string()))
            .unwrap_err();
        assert!(e.to_string().contains("2025-12-10"), "{e}");
    }

    #[test]
    fn a_bad_settings_file_is_reported_with_its_position() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("insight.yaml"),
            "clock:\n  today: 2025-12-10\nserve:\n  adr: 1\n",
        )
        .unwrap();
        let e = Settings::load(dir.path()).unwrap_err().to_string();
        assert!(e.contains("insight.yaml:4:3"), "{e}");
        assert!(e.contains("addr"), "{e}");
    }
}
