#!/usr/bin/env python3
"""Check the manager's labelled question sets in models/training/.

Loads the four files, checks their format against the Rust type
`catalog::training::TrainingFile` (deny_unknown_fields), counts questions per
file / route / domain, and reports duplicates:

* exact duplicates (same text) and near-duplicates (same text once lowercased,
  punctuation stripped and whitespace collapsed), within and across files;
* similar pairs (the same content words in any order, ignoring function words
  such as 'my', 'for', 'the', 'did'; or a difflib character ratio at or above
  --similar-threshold on the normalised texts) across the train / eval
  boundary, because a held-out question that is a reworded copy of a training
  question does not measure generalisation.

Exits 1 on any error: a format problem, a count below the minimum, a domain
missing or under-represented, any duplicate or near-duplicate, or any overlap
between training and evaluation questions. Warnings (label lint, similar pairs
inside one split) are printed but do not fail the check.

Usage: python3 scripts/check_training.py [--root REPO] [--similar-threshold 0.9] [--quiet]
Needs Python 3 and PyYAML.
"""

from __future__ import annotations

import argparse
import difflib
import itertools
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("check_training.py needs PyYAML: pip install pyyaml")

ROUTES = ("data_presenter", "insight_generator", "out_of_domain")
DOMAINS = ("performance", "benchmarking", "recommendation", "trend", "seasonal")
SCHEMA_LINE = "# yaml-language-server: $schema=../../schemas/training.schema.json"

# file name -> expected split, allowed routes, minimum count per route
FILES = {
    "train_data_presenter.yaml": ("train", {"data_presenter": 420}),
    "train_insight_generator.yaml": ("train", {"insight_generator": 420}),
    "eval_in_domain.yaml": ("eval", {"data_presenter": 170, "insight_generator": 170}),
    "eval_out_of_domain.yaml": ("eval", {"out_of_domain": 320}),
}
# Each domain must label at least this share of a file's insight_generator questions.
MIN_DOMAIN_SHARE = {"train": 0.10, "eval": 0.08}

TOP_KEYS = {"split", "description", "questions"}
QUESTION_KEYS = {"text", "route", "domains"}

# Label lint: words that usually mark a diagnostic question, seen in a data_presenter one.
DIAGNOSTIC_CUES = re.compile(
    r"\b(why|how come|what caused|should i|recommend\w*|advice|how can i|trend\w*|forecast\w*|"
    r"predict\w*|benchmark\w*|(category|peer|the) median|peers?|percentile|seasonal\w*|is (this|that|it) normal|"
    r"how am i doing|am i doing)\b"
)


class Report:
    def __init__(self) -> None:
        self.errors: list[str] = []
        self.warnings: list[str] = []

    def error(self, msg: str) -> None:
        self.errors.append(msg)

    def warn(self, msg: str) -> None:
        self.warnings.append(msg)


def normalise(text: str) -> str:
    """Lowercase, strip punctuation (apostrophes vanish, other marks become spaces), collapse spaces."""
    t = unicodedata.normalize("NFKC", text).lower()
    t = re.sub(r"[\u2019'`]", "", t)
    t = re.sub(r"[^\w\s]", " ", t)
    return " ".join(t.split())


# Function words ignored when comparing bags of words ("ACOS last month" ~ "ACOS for last month").
FUNCTION_WORDS = frozenset("""
a an the of for in on at to from by with and or vs versus v per
i me my mine we our us you your it its this that these those
is are was were be been do does did am has have had
please pls plz can could would will just
""".split())


def tokens(norm: str) -> frozenset[str]:
    words = frozenset(norm.split())
    content = words - FUNCTION_WORDS
    return content or words


def question_lines(raw: str) -> list[int]:
    """1-based line of each item of the top-level `questions` sequence (0 where unknown)."""
    try:
        root = yaml.compose(raw)
    except yaml.YAMLError:
        return []
    if not isinstance(root, yaml.MappingNode):
        return []
    for key, value in root.value:
        if getattr(key, "value", None) == "questions" and isinstance(value, yaml.SequenceNode):
            return [item.start_mark.line + 1 for item in value.value]
    return []


def check_raw(path: Path, raw: str, rep: Report) -> None:
    lines = raw.splitlines()
    if not lines or lines[0].strip() != SCHEMA_LINE:
        rep.error(f"{path}:1: first line must be `{SCHEMA_LINE}`")
    for i, line in enumerate(lines, 1):
        m = re.match(r"^\s*-?\s*text\s*:\s*(.*)$", line)
        if m:
            value = m.group(1)
            if not (value.startswith('"') and value.endswith('"') and len(value) >= 2):
                rep.error(f"{path}:{i}: text must be a double-quoted string: {line.strip()}")
        if "\t" in line:
            rep.error(f"{path}:{i}: tab character")


def load(path: Path, expected_split: str, allowed: dict[str, int], rep: Report):
    """Returns a list of (line, text, route, domains) for the well-formed questions."""
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as e:
        rep.error(f"{path}: cannot read: {e}")
        return []
    check_raw(path, raw, rep)
    try:
        doc = yaml.safe_load(raw)
    except yaml.YAMLError as e:
        rep.error(f"{path}: YAML error: {e}")
        return []
    if not isinstance(doc, dict):
        rep.error(f"{path}: top level must be a mapping")
        return []
    for k in doc:
        if k not in TOP_KEYS:
            rep.error(f"{path}: unknown top-level key {k!r} (allowed: {sorted(TOP_KEYS)})")
    split = doc.get("split")
    if split not in ("train", "eval"):
        rep.error(f"{path}: split must be 'train' or 'eval', got {split!r}")
    elif split != expected_split:
        rep.error(f"{path}: split is {split!r}, expected {expected_split!r} for this file")
    if "description" in doc:
        d = doc["description"]
        if not isinstance(d, str) or "\n" in d.strip():
            rep.error(f"{path}: description must be a one-line string")
    qs = doc.get("questions")
    if not isinstance(qs, list) or not qs:
        rep.error(f"{path}: questions must be a non-empty list")
        return []
    lines = question_lines(raw)
    out = []
    for idx, q in enumerate(qs):
        where = f"{path}:{lines[idx]}" if idx < len(lines) and lines[idx] else f"{path}: question #{idx + 1}"
        if not isinstance(q, dict):
            rep.error(f"{where}: must be a mapping with text/route[/domains]")
            continue
        text = q.get("text")
        for k in q:
            if k not in QUESTION_KEYS:
                rep.error(f"{where}: unknown key {k!r} (allowed: {sorted(QUESTION_KEYS)})")
        ok = True
        if not isinstance(text, str) or not text.strip():
            rep.error(f"{where}: text must be a non-empty string")
            ok = False
        elif text != text.strip() or "\n" in text or "  " in text:
            rep.error(f"{where}: text has leading/trailing/double spaces or a newline: {text!r}")
        route = q.get("route")
        if route not in ROUTES:
            rep.error(f"{where}: route must be one of {ROUTES}, got {route!r}")
            ok = False
        elif route not in allowed:
            rep.error(f"{where}: route {route!r} does not belong in this file (allowed: {sorted(allowed)})")
        domains = q.get("domains")
        if route == "insight_generator":
            if not isinstance(domains, list) or not domains:
                rep.error(f"{where}: insight_generator questions need a non-empty domains list")
                domains = []
            else:
                for d in domains:
                    if d not in DOMAINS:
                        rep.error(f"{where}: unknown domain {d!r} (allowed: {DOMAINS})")
                if len(set(domains)) != len(domains):
                    rep.error(f"{where}: repeated domain in {domains}")
        elif route in ROUTES and "domains" in q:
            rep.error(f"{where}: domains only belong to insight_generator questions")
        if ok:
            out.append((where, text, route, list(domains or [])))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent,
                    help="repository root (default: the parent of scripts/)")
    ap.add_argument("--similar-threshold", type=float, default=0.9,
                    help="character similarity (difflib ratio on normalised text) reported as a similar pair")
    ap.add_argument("--quiet", action="store_true", help="print only the summary, errors and warning counts")
    args = ap.parse_args()

    rep = Report()
    base = args.root / "models" / "training"
    try:
        base = base.relative_to(Path.cwd())
    except ValueError:
        pass
    data: dict[str, list] = {}
    split_of: dict[str, str] = {}
    for name, (split, allowed) in FILES.items():
        data[name] = load(base / name, split, allowed, rep)
        split_of[name] = split

    # ---- counts
    print("== counts")
    totals = Counter()
    for name, (split, allowed) in FILES.items():
        qs = data[name]
        by_route = Counter(r for _, _, r, _ in qs)
        dom = Counter(d for _, _, r, ds in qs for d in ds)
        multi = sum(1 for _, _, _, ds in qs if len(ds) > 1)
        ig = by_route.get("insight_generator", 0)
        print(f"{name} (split {split}): {len(qs)} questions")
        for r in ROUTES:
            if by_route.get(r):
                print(f"    {r:18} {by_route[r]:5}")
                totals[(split, r)] += by_route[r]
        if ig:
            print(f"    domains (a question may have several; {multi} have more than one):")
            for d in DOMAINS:
                share = dom.get(d, 0) / ig
                print(f"      {d:15} {dom.get(d, 0):5}  ({share:.0%} of insight_generator)")
                if share < MIN_DOMAIN_SHARE[split]:
                    rep.error(f"{name}: domain {d!r} labels only {share:.0%} of insight_generator "
                              f"questions (minimum {MIN_DOMAIN_SHARE[split]:.0%})")
        for r, minimum in allowed.items():
            if by_route.get(r, 0) < minimum:
                rep.error(f"{name}: {by_route.get(r, 0)} {r} questions, minimum {minimum}")
    print("totals: " + ", ".join(f"{s}/{r}={n}" for (s, r), n in sorted(totals.items())))

    # ---- label lint (warnings)
    for name in FILES:
        for where, text, route, _ in data[name]:
            if route == "data_presenter":
                m = DIAGNOSTIC_CUES.search(normalise(text))
                if m:
                    rep.warn(f"{where}: data_presenter question with a diagnostic cue {m.group(0)!r}: {text!r}")

    # ---- duplicates
    entries = [(name, where, text, route, normalise(text)) for name in FILES for where, text, route, _ in data[name]]
    by_exact: dict[str, list] = defaultdict(list)
    by_norm: dict[str, list] = defaultdict(list)
    for e in entries:
        by_exact[e[2]].append(e)
        by_norm[e[4]].append(e)
    exact_groups = [g for g in by_exact.values() if len(g) > 1]
    near_groups = [g for k, g in by_norm.items() if len(g) > 1 and len({e[2] for e in g}) > 1]
    for g in exact_groups:
        places = "; ".join(f"{e[1]} [{e[3]}]" for e in g)
        kind = "train/eval overlap" if len({split_of[e[0]] for e in g}) > 1 else "duplicate"
        rep.error(f"exact {kind}: {g[0][2]!r} at {places}")
    for g in near_groups:
        places = "; ".join(f"{e[1]} {e[2]!r} [{e[3]}]" for e in g)
        kind = "train/eval overlap" if len({split_of[e[0]] for e in g}) > 1 else "near-duplicate"
        rep.error(f"{kind} (same text after normalising): {places}")

    # ---- similar pairs: same words in another order, or very close characters
    uniq = {}
    for e in entries:
        uniq.setdefault(e[4], e)
    items = list(uniq.values())
    by_bag: dict[frozenset, list] = defaultdict(list)
    for e in items:
        by_bag[tokens(e[4])].append(e)
    similar = []
    for bag, g in by_bag.items():
        for a, b in itertools.combinations(g, 2):
            similar.append((1.0, "same content words", a, b))
    seen = {(a[4], b[4]) for _, _, a, b in similar}
    for a, b in itertools.combinations(items, 2):
        la, lb = len(a[4]), len(b[4])
        if min(la, lb) / max(la, lb) < args.similar_threshold:
            continue
        if (a[4], b[4]) in seen or (b[4], a[4]) in seen:
            continue
        sm = difflib.SequenceMatcher(None, a[4], b[4], autojunk=False)
        if sm.real_quick_ratio() < args.similar_threshold or sm.quick_ratio() < args.similar_threshold:
            continue
        r = sm.ratio()
        if r >= args.similar_threshold:
            similar.append((r, f"{r:.2f} similar", a, b))
    cross = 0
    for r, why, a, b in sorted(similar, key=lambda x: -x[0]):
        msg = f"{why}: {a[1]} {a[2]!r} [{a[3]}] ~ {b[1]} {b[2]!r} [{b[3]}]"
        if split_of[a[0]] != split_of[b[0]]:
            cross += 1
            rep.error("train/eval overlap, " + msg)
        else:
            rep.warn("similar pair within one split, " + msg)

    print("== duplicates")
    print(f"exact duplicates: {len(exact_groups)}; near-duplicates (normalised): {len(near_groups)}; "
          f"similar pairs (same content words or ratio >= {args.similar_threshold}): {len(similar)} "
          f"of which across train/eval: {cross}")

    if rep.warnings:
        print(f"== warnings ({len(rep.warnings)})")
        if not args.quiet:
            for w in rep.warnings:
                print("warning: " + w)
    if rep.errors:
        print(f"== errors ({len(rep.errors)})")
        for e in rep.errors:
            print("error: " + e)
        print("FAILED")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
