//! Generation and load of the whole demo store (`insight data generate`) into a temporary file.
//!
//! `cargo bench --bench data`. Ten samples: one sample is a full build of the ~4.3M-row store.

use criterion::{criterion_group, criterion_main, Criterion};
use insight::data::{generate, DEFAULT_SEED};

fn generate_store(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temporary folder");
    let db = dir.path().join("insight.db");
    let mut group = c.benchmark_group("data");
    group.sample_size(10);
    // Ten builds of a few seconds each; the default 5 s target would only warn.
    group.measurement_time(std::time::Duration::from_secs(60));
    group.bench_function("generate_and_load_demo_store", |b| {
        b.iter(|| {
            let report = generate(&db, DEFAULT_SEED).expect("generate");
            assert!(report.rows("sales_daily") > 0);
            report
        })
    });
    group.finish();
}

criterion_group!(benches, generate_store);
criterion_main!(benches);
