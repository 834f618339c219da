//! A throwaway PostgreSQL cluster for tests: `initdb` into a temporary folder, `pg_ctl start` on
//! a free port with its unix socket in that folder (no TCP listener), stopped in `Drop`, so
//! also when a test panics. Where the server binaries are absent, [`Cluster::start`] says so and
//! returns `None`, and the caller skips.
//!
//! PostgreSQL refuses to run as root: as root the binaries run as the `postgres` user (which
//! Debian's package creates), owning the temporary folder.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A running cluster.
pub struct Cluster {
    dir: tempfile::TempDir,
    bin: PathBuf,
    as_postgres: bool,
    /// The unix-socket port.
    pub port: u16,
}

fn find_bin() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("PATH") {
        for d in std::env::split_paths(&path) {
            // A symlink on PATH (as in /usr/local/bin): the real folder has createdb too.
            if let Ok(real) = std::fs::canonicalize(d.join("initdb")) {
                let dir = real.parent()?.to_path_buf();
                if dir.join("pg_ctl").is_file() && dir.join("createdb").is_file() {
                    return Some(dir);
                }
            }
        }
    }
    // Debian installs them outside PATH.
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(Result::ok)
        .map(|e| e.path().join("bin"))
        .filter(|b| b.join("initdb").is_file())
        .collect();
    versions.sort();
    versions.pop()
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .ok()
        .is_some_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or(54329)
}

impl Cluster {
    /// Starts a cluster, or explains why not and returns `None`.
    pub fn start() -> Option<Cluster> {
        let Some(bin) = find_bin() else {
            eprintln!(
                "PostgreSQL tests SKIPPED: initdb/pg_ctl not found (install Debian's `postgresql`, or run `make test`, which does)"
            );
            return None;
        };
        let as_postgres = is_root();
        let dir = tempfile::tempdir().expect("temp dir");
        if as_postgres {
            let ok = Command::new("chown")
                .args(["postgres:"])
                .arg(dir.path())
                .status()
                .is_ok_and(|s| s.success());
            if !ok {
                eprintln!("PostgreSQL tests SKIPPED: running as root and there is no `postgres` user to run the server as");
                return None;
            }
        }
        let mut c = Cluster {
            dir,
            bin,
            as_postgres,
            port: free_port(),
        };
        let data = c.dir.path().join("data");
        let init = c
            .command("initdb")
            .arg("-D")
            .arg(&data)
            .args(["--no-locale", "-E", "UTF8", "-A", "trust", "-U", "insight"])
            .output();
        match init {
            Ok(o) if o.status.success() => {}
            Ok(o) => {
                eprintln!(
                    "PostgreSQL tests SKIPPED: initdb failed: {}",
                    String::from_utf8_lossy(&o.stderr)
                );
                return None;
            }
            Err(e) => {
                eprintln!("PostgreSQL tests SKIPPED: initdb did not run: {e}");
                return None;
            }
        }
        let opts = format!(
            "-p {} -k {} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off",
            c.port,
            c.dir.path().display()
        );
        let start = c
            .command("pg_ctl")
            .arg("-D")
            .arg(&data)
            .args(["-o", &opts, "-w", "-t", "60", "-l"])
            .arg(c.dir.path().join("server.log"))
            .arg("start")
            .stdout(Stdio::null())
            .output();
        match start {
            Ok(o) if o.status.success() => Some(c),
            other => {
                let log =
                    std::fs::read_to_string(c.dir.path().join("server.log")).unwrap_or_default();
                eprintln!("PostgreSQL tests SKIPPED: pg_ctl start failed: {other:?}\n{log}");
                // Nothing to stop; the folder goes with `c`.
                c.port = 0;
                None
            }
        }
    }

    fn command(&self, name: &str) -> Command {
        let exe = self.bin.join(name);
        if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(exe);
            c
        } else {
            Command::new(exe)
        }
    }

    /// The folder holding the socket.
    pub fn socket_dir(&self) -> &Path {
        self.dir.path()
    }

    /// A URL for database `db` (created by [`Cluster::create_db`], or `postgres`).
    pub fn url(&self, db: &str) -> String {
        let host: String = self.dir.path().display().to_string().replace('/', "%2F");
        format!("postgresql://insight@{host}:{}/{db}", self.port)
    }

    /// Creates a database.
    pub fn create_db(&self, name: &str) -> String {
        let status = self
            .command("createdb")
            .args(["-h"])
            .arg(self.dir.path())
            .args(["-p", &self.port.to_string(), "-U", "insight", name])
            .status()
            .expect("createdb runs");
        assert!(status.success(), "createdb {name}");
        self.url(name)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        if self.port == 0 {
            return;
        }
        let data = self.dir.path().join("data");
        let _ = self
            .command("pg_ctl")
            .arg("-D")
            .arg(&data)
            .args(["-m", "immediate", "-w", "stop"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}
