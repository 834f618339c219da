#!/usr/bin/env python3
"""Reference sentence embeddings of all-MiniLM-L6-v2, computed WITHOUT ONNX Runtime.

Why: the Rust embedder runs the exported ONNX graph; to know that both the export and the Rust
tokenisation/pooling are right, we need numbers from an independent implementation. This script
has its own BERT WordPiece tokenizer (read from `tokenizer.json`'s vocabulary) and its own float64
numpy forward pass of the BERT weights, then mean-pools over the attention mask and
L2-normalises, exactly as sentence-transformers does for this model.

The Rust test (`tests/models.rs`) checks that its token ids equal `token_ids` here and that its
embeddings match `embedding` within 1e-4.

Usage: reference_embeddings.py MODEL_DIR OUT.json
"""

import json
import sys
import unicodedata
from pathlib import Path

import numpy as np
from safetensors.numpy import load_file

# Fixed sentences: short and long, punctuation, digits, a currency sign, casing, and one out of
# domain, so that tokenisation and padding paths are all exercised.
SENTENCES = [
    "What were my sales last week?",
    "Why did my revenue drop in October compared to September?",
    "Show me the top 5 products by units sold, broken down by category, for Q3 2025.",
    "How does my conversion rate compare to other Home & Kitchen sellers?",
    "What's the weather like in Paris tomorrow?",
    "ACOS and ROAS for my ads on P0001 since Black Friday ($ spend vs attributed sales)",
]

MAX_LEN = 256  # sentence-transformers' max_seq_length for this model


# --- tokenizer: BERT basic tokenisation + greedy longest-match WordPiece --------------------------
def _is_punct(ch: str) -> bool:
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def _is_control(ch: str) -> bool:
    if ch in "\t\n\r":
        return False
    return unicodedata.category(ch) in ("Cc", "Cf")


def _is_chinese(cp: int) -> bool:
    return (
        0x4E00 <= cp <= 0x9FFF
        or 0x3400 <= cp <= 0x4DBF
        or 0x20000 <= cp <= 0x2A6DF
        or 0x2A700 <= cp <= 0x2B73F
        or 0x2B740 <= cp <= 0x2B81F
        or 0x2B820 <= cp <= 0x2CEAF
        or 0xF900 <= cp <= 0xFAFF
        or 0x2F800 <= cp <= 0x2FA1F
    )


def basic_tokenize(text: str) -> list:
    out = []
    for ch in text:
        cp = ord(ch)
        if cp == 0 or cp == 0xFFFD or _is_control(ch):
            continue
        out.append(" " if ch.isspace() else (f" {ch} " if _is_chinese(cp) else ch))
    text = "".join(out).lower()
    # lowercase implies accent stripping in BertNormalizer when strip_accents is null
    text = "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")
    words = []
    for word in text.split():
        cur = ""
        for ch in word:
            if _is_punct(ch):
                if cur:
                    words.append(cur)
                    cur = ""
                words.append(ch)
            else:
                cur += ch
        if cur:
            words.append(cur)
    return words


def wordpiece(word: str, vocab: dict, unk: int) -> list:
    if len(word) > 100:
        return [unk]
    ids, start = [], 0
    while start < len(word):
        end, found = len(word), None
        while start < end:
            piece = word[start:end] if start == 0 else "##" + word[start:end]
            if piece in vocab:
                found = vocab[piece]
                break
            end -= 1
        if found is None:
            return [unk]
        ids.append(found)
        start = end
    return ids


def tokenize(text: str, vocab: dict) -> list:
    ids = [vocab["[CLS]"]]
    for w in basic_tokenize(text):
        ids.extend(wordpiece(w, vocab, vocab["[UNK]"]))
    ids = ids[: MAX_LEN - 1]
    ids.append(vocab["[SEP]"])
    return ids


# --- forward pass (float64) ----------------------------------------------------------------------
def layer_norm(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b


def erf(x):
    # numpy has no erf; math.erf per element is exact enough and these inputs are small.
    from math import erf as _erf

    return np.vectorize(_erf)(x)


def embed(ids: list, w: dict, cfg: dict) -> np.ndarray:
    f = {k: v.astype(np.float64) for k, v in w.items() if v.dtype == np.float32}
    hidden, heads = cfg["hidden_size"], cfg["num_attention_heads"]
    hd = hidden // heads
    eps = float(cfg["layer_norm_eps"])
    n = len(ids)
    x = f["embeddings.word_embeddings.weight"][ids]
    x = x + f["embeddings.position_embeddings.weight"][:n] + f["embeddings.token_type_embeddings.weight"][0]
    x = layer_norm(x, f["embeddings.LayerNorm.weight"], f["embeddings.LayerNorm.bias"], eps)
    lin = lambda t, p: t @ f[p + ".weight"].T + f[p + ".bias"]
    for i in range(cfg["num_hidden_layers"]):
        p = f"encoder.layer.{i}"
        q = lin(x, p + ".attention.self.query").reshape(n, heads, hd).transpose(1, 0, 2)
        k = lin(x, p + ".attention.self.key").reshape(n, heads, hd).transpose(1, 0, 2)
        v = lin(x, p + ".attention.self.value").reshape(n, heads, hd).transpose(1, 0, 2)
        s = q @ k.transpose(0, 2, 1) / np.sqrt(hd)
        s = np.exp(s - s.max(-1, keepdims=True))
        s = s / s.sum(-1, keepdims=True)
        ctx = (s @ v).transpose(1, 0, 2).reshape(n, hidden)
        x = layer_norm(lin(ctx, p + ".attention.output.dense") + x, f[p + ".attention.output.LayerNorm.weight"], f[p + ".attention.output.LayerNorm.bias"], eps)
        h = lin(x, p + ".intermediate.dense")
        h = 0.5 * h * (1.0 + erf(h / np.sqrt(2.0)))
        x = layer_norm(lin(h, p + ".output.dense") + x, f[p + ".output.LayerNorm.weight"], f[p + ".output.LayerNorm.bias"], eps)
    pooled = x.mean(0)  # one unpadded sentence: every token is attended
    return pooled / np.linalg.norm(pooled)


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit("usage: reference_embeddings.py MODEL_DIR OUT.json")
    model_dir, out = Path(sys.argv[1]), Path(sys.argv[2])
    cfg = json.loads((model_dir / "config.json").read_text())
    vocab = json.loads((model_dir / "tokenizer.json").read_text())["model"]["vocab"]
    w = load_file(str(model_dir / "model.safetensors"))
    items = []
    for s in SENTENCES:
        ids = tokenize(s, vocab)
        e = embed(ids, w, cfg)
        items.append({"text": s, "token_ids": ids, "embedding": [round(float(v), 8) for v in e]})
    doc = {
        "model": "sentence-transformers/all-MiniLM-L6-v2",
        "computed_by": "scripts/reference_embeddings.py (numpy float64, no ONNX Runtime)",
        "pooling": "mean over attention mask, then L2 normalisation",
        "sentences": items,
    }
    tmp = out.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(doc, indent=1))
    tmp.replace(out)
    print(f"wrote {out} ({len(items)} sentences)")


if __name__ == "__main__":
    main()
