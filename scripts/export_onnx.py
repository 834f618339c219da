#!/usr/bin/env python3
"""Builds the ONNX graph of all-MiniLM-L6-v2 (a 6-layer BERT) from its safetensors weights.

Why by hand: the model ships as `model.safetensors` only, and torch (the usual exporter) cannot be
installed here. The graph is the plain BERT encoder, written with standard ONNX ops (opset 17),
so ONNX Runtime fuses it into its own attention / layer-norm / GELU kernels at load time.

Contract (read by src/embed):
  inputs   input_ids, attention_mask, token_type_ids : int64 [batch, seq]
  output   last_hidden_state                        : float32 [batch, seq, 384]
Mean pooling over the attention mask and L2 normalisation are done by the caller (Rust), so that
the graph stays the standard Hugging Face `BertModel` contract.

One trap avoided: position ids are NOT built with Range -> Gather (ONNX Runtime 1.31's optimiser
miscompiles that pattern); the position-embedding table is sliced to the sequence length instead,
which is the same thing for absolute positions 0..seq.

Usage: export_onnx.py MODEL_DIR OUT.onnx   (MODEL_DIR holds model.safetensors and config.json)
"""

import json
import sys
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from safetensors.numpy import load_file

OPSET = 17


def build(model_dir: Path) -> onnx.ModelProto:
    cfg = json.loads((model_dir / "config.json").read_text())
    hidden = cfg["hidden_size"]
    heads = cfg["num_attention_heads"]
    head_dim = hidden // heads
    layers = cfg["num_hidden_layers"]
    eps = float(cfg["layer_norm_eps"])
    if cfg.get("hidden_act") != "gelu" or cfg.get("position_embedding_type", "absolute") != "absolute":
        raise SystemExit(f"unsupported BERT variant in {model_dir / 'config.json'}")

    w = load_file(str(model_dir / "model.safetensors"))
    inits = []
    nodes = []

    def init(name, array):
        inits.append(numpy_helper.from_array(np.ascontiguousarray(array), name))
        return name

    def const_i64(name, values):
        return init(name, np.asarray(values, dtype=np.int64))

    def const_f32(name, value):
        return init(name, np.asarray(value, dtype=np.float32))

    def node(op, inputs, name, **attrs):
        nodes.append(helper.make_node(op, inputs, [name], name=name, **attrs))
        return name

    def linear(x, prefix, out):
        # Stored as [out, in] (torch Linear); ONNX MatMul wants [in, out].
        wt = init(f"{prefix}.weight_t", w[f"{prefix}.weight"].T)
        b = init(f"{prefix}.bias", w[f"{prefix}.bias"])
        return node("Add", [node("MatMul", [x, wt], f"{out}_mm"), b], out)

    def layer_norm(x, prefix, out):
        g = init(f"{prefix}.weight", w[f"{prefix}.weight"])
        b = init(f"{prefix}.bias", w[f"{prefix}.bias"])
        return node("LayerNormalization", [x, g, b], out, axis=-1, epsilon=eps)

    # --- embeddings ---------------------------------------------------------------------------
    word = node("Gather", [init("word_embeddings", w["embeddings.word_embeddings.weight"]), "input_ids"], "emb_word", axis=0)
    ttype = node("Gather", [init("token_type_embeddings", w["embeddings.token_type_embeddings.weight"]), "token_type_ids"], "emb_type", axis=0)
    seq_len = node("Shape", ["input_ids"], "seq_len", start=1, end=2)
    pos = node(
        "Slice",
        [init("position_embeddings", w["embeddings.position_embeddings.weight"]), const_i64("zero_1d", [0]), seq_len, const_i64("axis0_1d", [0])],
        "emb_pos",
    )
    summed = node("Add", [node("Add", [word, ttype], "emb_wt"), pos], "emb_sum")
    x = layer_norm(summed, "embeddings.LayerNorm", "emb_out")

    # --- additive attention mask: 0 where attended, a large negative where padded ------------
    mask_f = node("Cast", ["attention_mask"], "mask_f", to=TensorProto.FLOAT)
    inv = node("Sub", [const_f32("one", 1.0), mask_f], "mask_inv")
    neg = node("Mul", [inv, const_f32("mask_neg", np.finfo(np.float32).min)], "mask_neg_val")
    ext_mask = node("Unsqueeze", [neg, const_i64("mask_axes", [1, 2])], "mask_ext")  # [B,1,1,S]

    split_shape = const_i64("split_heads_shape", [0, 0, heads, head_dim])
    merge_shape = const_i64("merge_heads_shape", [0, 0, hidden])
    scale = const_f32("attn_scale", 1.0 / np.sqrt(head_dim))
    half = const_f32("half", 0.5)
    one = "one"
    inv_sqrt2 = const_f32("inv_sqrt2", 1.0 / np.sqrt(2.0))

    for i in range(layers):
        p = f"encoder.layer.{i}"
        n = f"l{i}"
        q = linear(x, f"{p}.attention.self.query", f"{n}_q")
        k = linear(x, f"{p}.attention.self.key", f"{n}_k")
        v = linear(x, f"{p}.attention.self.value", f"{n}_v")
        qh = node("Transpose", [node("Reshape", [q, split_shape], f"{n}_qr")], f"{n}_qh", perm=[0, 2, 1, 3])
        kh = node("Transpose", [node("Reshape", [k, split_shape], f"{n}_kr")], f"{n}_kh", perm=[0, 2, 3, 1])
        vh = node("Transpose", [node("Reshape", [v, split_shape], f"{n}_vr")], f"{n}_vh", perm=[0, 2, 1, 3])
        scores = node("Mul", [node("MatMul", [qh, kh], f"{n}_qk"), scale], f"{n}_scaled")
        probs = node("Softmax", [node("Add", [scores, ext_mask], f"{n}_masked")], f"{n}_probs", axis=-1)
        ctx = node("MatMul", [probs, vh], f"{n}_ctx")
        ctx = node("Reshape", [node("Transpose", [ctx], f"{n}_ctx_t", perm=[0, 2, 1, 3]), merge_shape], f"{n}_ctx_m")
        attn = linear(ctx, f"{p}.attention.output.dense", f"{n}_attn_out")
        x = layer_norm(node("Add", [attn, x], f"{n}_attn_res"), f"{p}.attention.output.LayerNorm", f"{n}_attn_ln")
        inter = linear(x, f"{p}.intermediate.dense", f"{n}_inter")
        # Exact (erf) GELU, as in BERT.
        erf = node("Erf", [node("Mul", [inter, inv_sqrt2], f"{n}_gelu_s")], f"{n}_gelu_erf")
        gelu = node("Mul", [node("Mul", [inter, half], f"{n}_gelu_h"), node("Add", [erf, one], f"{n}_gelu_1p")], f"{n}_gelu")
        out = linear(gelu, f"{p}.output.dense", f"{n}_ffn_out")
        x = layer_norm(node("Add", [out, x], f"{n}_ffn_res"), f"{p}.output.LayerNorm", f"{n}_out")

    nodes.append(helper.make_node("Identity", [x], ["last_hidden_state"], name="last_hidden_state"))

    dims = ["batch", "seq"]
    graph = helper.make_graph(
        nodes,
        "all-MiniLM-L6-v2",
        [helper.make_tensor_value_info(n, TensorProto.INT64, dims) for n in ("input_ids", "attention_mask", "token_type_ids")],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", "seq", hidden])],
        initializer=inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="insight/scripts/export_onnx.py")
    # IR 8 is what every ONNX Runtime since 1.14 reads; the onnx package's default may be newer.
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit("usage: export_onnx.py MODEL_DIR OUT.onnx")
    model_dir, out = Path(sys.argv[1]), Path(sys.argv[2])
    model = build(model_dir)
    tmp = out.with_suffix(".onnx.tmp")
    onnx.save(model, str(tmp))
    tmp.replace(out)  # atomic: a half-written model is never picked up
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB, {len(model.graph.node)} nodes, opset {OPSET})")


if __name__ == "__main__":
    main()
