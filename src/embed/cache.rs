//! An on-disk cache of the catalog's embeddings.
//!
//! Why: every process that loads the engine embeds the same ~2,000 catalog texts (gate
//! examples and everyday questions, API examples and measure descriptions, domain examples,
//! suggestions). That was ~10 s of CPU per `insight ask`, per test binary and per `serve`
//! start, for vectors that only change when the encoder or a text changes.
//!
//! The cache maps a text to its embedding under a **fingerprint of the encoder** (the
//! installed model set's hash, the encoder file's size and modification time, the tokenizer's
//! bytes and the pooling version): any change there makes the whole file a miss, never a stale
//! vector. The file is an optimisation only: a missing, unreadable, corrupt or foreign file is
//! ignored (and rewritten), and a failed write costs nothing but the next start's time.
//!
//! Writes go to a temporary file renamed over the old one, so processes started together
//! (parallel test binaries) never read half a file; each write merges what is on disk, so
//! neither loses the other's entries.
//!
//! Format (little endian): `IAEMB001`, 32-byte fingerprint, `u32` count, then per entry a
//! `u32` byte length, the UTF-8 text and [`DIM`] `f32`s.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use sha2::{Digest, Sha256};

use super::{Embedding, DIM, MAX_TOKENS, MODEL_FILE, TOKENIZER_FILE};

/// Environment variable: where the cache lives (a file path), or `off` to disable it.
pub const CACHE_ENV: &str = "INSIGHT_EMBED_CACHE";
/// The cache's file name in the vendor directory (the default location).
pub const CACHE_FILE: &str = "embedding-cache.bin";
/// Bump when the pooling or normalisation in `embed_batch` changes: the vectors differ then.
const POOLING_VERSION: u32 = 1;
const MAGIC: &[u8; 8] = b"IAEMB001";
/// Beyond this many entries a write keeps only the texts this process used (catalog edits
/// would otherwise grow the file forever).
const MAX_ENTRIES: usize = 50_000;

/// Identifies the encoder: two embedders with the same fingerprint give the same vectors.
pub type Fingerprint = [u8; 32];

/// The fingerprint of the encoder in a vendor directory. `None` when its files cannot be read
/// (then nothing is cached).
pub fn fingerprint(vendor: &Path) -> Option<Fingerprint> {
    let mut h = Sha256::new();
    h.update(POOLING_VERSION.to_le_bytes());
    h.update((DIM as u64).to_le_bytes());
    h.update((MAX_TOKENS as u64).to_le_bytes());
    // `make models` writes the hash of what it installed; absent in hand-made vendor dirs.
    if let Ok(installed) = std::fs::read(vendor.join(".installed")) {
        h.update(&installed);
    }
    // Hashing the 90 MB encoder on every start would cost what the cache saves; its size and
    // modification time change whenever it is replaced (a copy that keeps both is the same
    // file for our purpose).
    let meta = std::fs::metadata(vendor.join(MODEL_FILE)).ok()?;
    h.update(meta.len().to_le_bytes());
    if let Ok(t) = meta.modified() {
        if let Ok(d) = t.duration_since(std::time::UNIX_EPOCH) {
            h.update(d.as_nanos().to_le_bytes());
        }
    }
    h.update(std::fs::read(vendor.join(TOKENIZER_FILE)).ok()?);
    Some(h.finalize().into())
}

/// Where the cache of a vendor directory lives: `$INSIGHT_EMBED_CACHE` (`off` disables it),
/// else `<vendor>/embedding-cache.bin`.
pub fn location(vendor: &Path) -> Option<PathBuf> {
    match std::env::var(CACHE_ENV) {
        Ok(v) if matches!(v.trim(), "off" | "0" | "false" | "no") => None,
        Ok(v) if !v.trim().is_empty() => Some(PathBuf::from(v.trim())),
        _ => Some(vendor.join(CACHE_FILE)),
    }
}

#[derive(Default)]
struct State {
    /// Read from disk yet? (Lazily, so a process that embeds no catalog never reads it.)
    loaded: bool,
    map: HashMap<String, Embedding>,
    /// Texts looked up or added by this process (kept when the file is trimmed).
    used: std::collections::HashSet<String>,
}

/// The cache of one embedder. `Send + Sync`.
pub struct EmbedCache {
    path: Option<PathBuf>,
    fingerprint: Fingerprint,
    state: Mutex<State>,
}

impl std::fmt::Debug for EmbedCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EmbedCache")
            .field("path", &self.path)
            .finish()
    }
}

impl EmbedCache {
    /// A cache at `path` for the encoder with `fingerprint`; `path: None` caches in memory only.
    pub fn new(path: Option<PathBuf>, fingerprint: Fingerprint) -> EmbedCache {
        EmbedCache {
            path,
            fingerprint,
            state: Mutex::new(State::default()),
        }
    }

    /// A cache that never stores anything (no fingerprint could be taken).
    pub fn disabled() -> EmbedCache {
        EmbedCache::new(None, [0; 32])
    }

    /// The file, if any.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // The state is a plain map: a panic elsewhere cannot leave it half-updated.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The cached vectors of `texts` (`None` where absent).
    pub fn get_all<S: AsRef<str>>(&self, texts: &[S]) -> Vec<Option<Embedding>> {
        let mut st = self.lock();
        if !st.loaded {
            st.loaded = true;
            if let Some(path) = &self.path {
                st.map = read(path, &self.fingerprint).unwrap_or_default();
            }
        }
        texts
            .iter()
            .map(|t| {
                let t = t.as_ref();
                let hit = st.map.get(t).cloned();
                if hit.is_some() {
                    st.used.insert(t.to_string());
                }
                hit
            })
            .collect()
    }

    /// Adds freshly computed vectors and writes the file (merged with what is on disk now).
    pub fn insert_all(&self, new: Vec<(String, Embedding)>) {
        if new.is_empty() {
            return;
        }
        let mut st = self.lock();
        for (t, e) in new {
            st.used.insert(t.clone());
            st.map.insert(t, e);
        }
        let Some(path) = &self.path else { return };
        // Another process may have written entries since we read: keep them.
        if let Some(disk) = read(path, &self.fingerprint) {
            for (t, e) in disk {
                st.map.entry(t).or_insert(e);
            }
        }
        if st.map.len() > MAX_ENTRIES {
            let used = std::mem::take(&mut st.used);
            st.map.retain(|t, _| used.contains(t));
            st.used = used;
        }
        if let Err(e) = write(path, &self.fingerprint, &st.map) {
            tracing::debug!(path = %path.display(), error = %e, "embedding cache not written");
        }
    }
}

/// The entries of a cache file, or `None` when it is absent, unreadable, corrupt or made by
/// another encoder.
fn read(path: &Path, fp: &Fingerprint) -> Option<HashMap<String, Embedding>> {
    let bytes = std::fs::read(path).ok()?;
    let mut r = Reader { b: &bytes, at: 0 };
    if r.take(8)? != MAGIC || r.take(32)? != fp {
        return None;
    }
    let n = u32::from_le_bytes(r.take(4)?.try_into().ok()?) as usize;
    let mut map = HashMap::with_capacity(n.min(MAX_ENTRIES * 2));
    for _ in 0..n {
        let len = u32::from_le_bytes(r.take(4)?.try_into().ok()?) as usize;
        let text = std::str::from_utf8(r.take(len)?).ok()?.to_string();
        let raw = r.take(DIM * 4)?;
        let v: Vec<f32> = raw
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        map.insert(text, Embedding::new(v).ok()?);
    }
    (r.at == bytes.len()).then_some(map)
}

struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let s = self.b.get(self.at..end)?;
        self.at = end;
        Some(s)
    }
}

fn write(path: &Path, fp: &Fingerprint, map: &HashMap<String, Embedding>) -> std::io::Result<()> {
    let mut buf = Vec::with_capacity(44 + map.len() * (DIM * 4 + 64));
    buf.extend_from_slice(MAGIC);
    buf.extend_from_slice(fp);
    buf.extend_from_slice(&(map.len() as u32).to_le_bytes());
    let mut entries: Vec<_> = map.iter().collect();
    // Sorted, so the same entries always give the same file.
    entries.sort_by(|a, b| a.0.cmp(b.0));
    for (t, e) in entries {
        buf.extend_from_slice(&(t.len() as u32).to_le_bytes());
        buf.extend_from_slice(t.as_bytes());
        for v in e.as_slice() {
            buf.extend_from_slice(&v.to_le_bytes());
        }
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    // Unique per process and per write: two embedders of one process (parallel tests) must not
    // write the same temporary file.
    static WRITES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = WRITES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = path.with_extension(format!("tmp.{}.{n}", std::process::id()));
    let mut f = std::fs::File::create(&tmp)?;
    f.write_all(&buf)?;
    f.sync_all()?;
    drop(f);
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vector(seed: f32) -> Embedding {
        let mut v = vec![0.0; DIM];
        v[0] = seed.cos();
        v[1] = seed.sin();
        Embedding::new(v).unwrap()
    }

    #[test]
    fn entries_survive_a_new_process_with_the_same_encoder() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.bin");
        let a = EmbedCache::new(Some(path.clone()), [7; 32]);
        assert_eq!(a.get_all(&["x"]), vec![None]);
        a.insert_all(vec![("x".into(), vector(0.3)), ("y".into(), vector(1.1))]);

        let b = EmbedCache::new(Some(path.clone()), [7; 32]);
        let got = b.get_all(&["y", "x", "z"]);
        assert_eq!(got, vec![Some(vector(1.1)), Some(vector(0.3)), None]);

        // Another encoder: the file is foreign, nothing is served from it.
        let c = EmbedCache::new(Some(path), [8; 32]);
        assert_eq!(c.get_all(&["x"]), vec![None]);
    }

    #[test]
    fn concurrent_writers_keep_each_others_entries() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.bin");
        let a = EmbedCache::new(Some(path.clone()), [1; 32]);
        let b = EmbedCache::new(Some(path.clone()), [1; 32]);
        a.get_all(&["a"]);
        b.get_all(&["b"]);
        a.insert_all(vec![("a".into(), vector(0.1))]);
        b.insert_all(vec![("b".into(), vector(0.2))]);
        let c = EmbedCache::new(Some(path), [1; 32]);
        assert_eq!(
            c.get_all(&["a", "b"]),
            vec![Some(vector(0.1)), Some(vector(0.2))]
        );
    }

    #[test]
    fn a_corrupt_or_truncated_file_is_ignored_and_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.bin");
        let a = EmbedCache::new(Some(path.clone()), [2; 32]);
        a.get_all(&["a"]);
        a.insert_all(vec![("a".into(), vector(0.5))]);
        let full = std::fs::read(&path).unwrap();
        for cut in [0, 5, 40, 44, 50, full.len() - 1] {
            std::fs::write(&path, &full[..cut]).unwrap();
            assert!(read(&path, &[2; 32]).is_none(), "cut at {cut}");
        }
        std::fs::write(&path, b"not a cache at all").unwrap();
        let b = EmbedCache::new(Some(path.clone()), [2; 32]);
        assert_eq!(b.get_all(&["a"]), vec![None]);
        b.insert_all(vec![("a".into(), vector(0.5))]);
        assert_eq!(std::fs::read(&path).unwrap(), full);
    }

    #[test]
    fn an_unwritable_location_costs_nothing_but_time() {
        let dir = tempfile::tempdir().unwrap();
        // A directory where the file should be: the write fails, the vectors are still served.
        let path = dir.path().join("taken");
        std::fs::create_dir(&path).unwrap();
        let a = EmbedCache::new(Some(path), [3; 32]);
        a.get_all(&["a"]);
        a.insert_all(vec![("a".into(), vector(0.9))]);
        assert_eq!(a.get_all(&["a"]), vec![Some(vector(0.9))]);
    }

    #[test]
    fn the_fingerprint_follows_the_tokenizer_and_the_encoder_file() {
        let dir = tempfile::tempdir().unwrap();
        assert!(fingerprint(dir.path()).is_none(), "no files, no cache");
        std::fs::write(dir.path().join(MODEL_FILE), b"model").unwrap();
        std::fs::write(dir.path().join(TOKENIZER_FILE), b"{}").unwrap();
        let one = fingerprint(dir.path()).unwrap();
        assert_eq!(fingerprint(dir.path()).unwrap(), one);
        std::fs::write(dir.path().join(TOKENIZER_FILE), b"{ }").unwrap();
        assert_ne!(fingerprint(dir.path()).unwrap(), one);
        let two = fingerprint(dir.path()).unwrap();
        std::fs::write(dir.path().join(MODEL_FILE), b"model, larger").unwrap();
        assert_ne!(fingerprint(dir.path()).unwrap(), two);
    }
}
