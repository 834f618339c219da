//! The web page at `/` and its assets, compiled into the binary (no CDN, no Node build step):
//! `web/index.html`, `web/app.js`, `web/app.css`, and the vendored Vega, Vega-Lite and
//! vega-embed browser bundles from the npm registry (`web/vendor/`, BSD-3-Clause).

use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};

const INDEX: &str = include_str!("../../web/index.html");

/// (name, content type, bytes).
const ASSETS: &[(&str, &str, &[u8])] = &[
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/app.js"),
    ),
    (
        "app.css",
        "text/css; charset=utf-8",
        include_bytes!("../../web/app.css"),
    ),
    (
        "vega.min.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/vendor/vega.min.js"),
    ),
    (
        "vega-lite.min.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/vendor/vega-lite.min.js"),
    ),
    (
        "vega-embed.min.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/vendor/vega-embed.min.js"),
    ),
    (
        "LICENSES.txt",
        "text/plain; charset=utf-8",
        include_bytes!("../../web/vendor/LICENSES.txt"),
    ),
];

/// `GET /`.
pub(super) async fn index() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        INDEX,
    )
        .into_response()
}

/// `GET /assets/{file}`.
pub(super) async fn asset(Path(file): Path<String>) -> Response {
    match ASSETS.iter().find(|(name, _, _)| *name == file) {
        Some((_, ty, bytes)) => (
            [
                (header::CONTENT_TYPE, *ty),
                (header::CACHE_CONTROL, "public, max-age=3600"),
            ],
            *bytes,
        )
            .into_response(),
        None => super::ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            format!("no asset `{}`", file.chars().take(80).collect::<String>()),
        )
        .into_response(),
    }
}
