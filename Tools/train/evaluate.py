#!/usr/bin/env python3
"""Leave-collection-out evaluation of a training recipe, with and without board context, through the
app's own `inkdoku recognize` (Swift loader, raster, forward pass and accept policy).

Folds (simulate.FOLDS): every collection is held out exactly once (apa, apb and app count as one
collection, Apple). The fold-k model is trained with the same recipe as the shipped model on the other
collections only and calibrated on their calibration writers (train.py --fold K); if a fold model is
missing from Tools/train/work/ it is trained first (about 3 min each, one torch thread).

Every digit of a held-out collection is drawn PLACEMENTS times per condition (6, 8, 12 rows in cell
mode; 8 rows in pixel mode; and the coarse ink written over one board cell at 80x24: 4, 3 and 2 rows in
cell mode; no augmentation) and given a board context: a real puzzle (Puzzles/*.txt,
solved by `inkdoku solve`) with a random share (uniform 0-100 %) of its empty cells filled with the
solution, the target a random empty cell whose solution is the written digit (for a true 0: any empty
cell). The batch is run twice: without the context (the model alone: label, confidence, decision), and
with it at `--conflict-threshold 1` (a conflicting reading is never accepted; a reading that does not
clash is judged on its board confidence, AcceptPolicy.boardConfidence). A lower conflict threshold only
lets clashing readings through, on the model's own confidence, so the decision at any threshold (the
sweep) follows from the two runs; with --conflict-threshold below 1 the table at that threshold is
checked by a third run of the binary at that threshold.

Several recipes (--recipe R --recipe R2) are scored on the same held-out lines in one run; a table per
recipe, then a side-by-side comparison. With --strangers F the fold models of a recipe calibrated for
strangers are scaled by the fixed factor F instead of the factor fitted on the other folds (for a run
with only some folds trained; say so with its numbers).

Printed: per condition, precision of accepted / acceptance of true 1-9 / true zeros accepted / ECE, with
board context and model alone; the conflict-threshold sweep; a per-contributor table; the most
frequent wrong accepts; latency; and the held-out scribbles on the shipped model.
"""
import argparse
import json
import os
import shlex
import subprocess
import tempfile
import time
import zlib
from collections import Counter

import numpy as np
import torch

import common
import scribble
import simulate
import train

PLACEMENTS = 2
EVAL_SEED = 2024  # placements differ from those of training and calibration
CONTEXT_SEED = 77
# The first four are the conditions of every table before the coarse rows ("the four" below; their
# indices are those of older --save files); the last three are ink written over one board cell.
CONDITIONS = [("cell", 8), ("cell", 6), ("cell", 12), ("pixel", 8), ("cell", 4), ("cell", 3), ("cell", 2)]
FOUR = 4
THRESHOLD = 0.80
CONFLICT_THRESHOLD = 1.0  # the recommended default (README); the sweep prints the others
SWEEP = [0.8, 0.9, 0.95, 0.98, 0.99, 0.995, 0.999, 1.0]
GOALS_CONTEXT = {("cell", 8): (99.8, 94), ("cell", 6): (99.7, 91), ("cell", 12): (99.8, 95),
                 ("pixel", 8): (99.9, 96), ("cell", 4): (99.7, 95), ("cell", 3): (99.6, 93)}
GOALS_ALONE = {("cell", 8): (99.0, 95)}
ZERO_GOAL_CONTEXT, ZERO_GOAL_ALONE = 0.5, 1.0
# Random scribbles (scribble.py) with a seed training and calibration never used, on the shipped model.
SCRIBBLES = 1000
SCRIBBLE_SEED = 2025
SCRIBBLE_CONDITIONS = [("cell", 8), ("pixel", 8)]
CONTRIBUTORS = ("aga", "apa", "apb", "app", "art", "ced", "gmd", "imp", "syn")


# ---------------------------------------------------------------- board context

def load_puzzles(binary):
    """(puzzle, solution) strings of every puzzle in Puzzles/*.txt, solved by `inkdoku solve`."""
    puzzles = []
    folder = os.path.join(common.ROOT, "Puzzles")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".txt"):
            for line in open(os.path.join(folder, name)):
                if line.strip() and not line.startswith("#"):
                    puzzles.append(line.split()[0].replace("0", "."))
    r = subprocess.run(shlex.split(binary) + ["solve", "-"], input="\n".join(puzzles) + "\n",
                       capture_output=True, text=True, check=True)
    solutions = r.stdout.split()
    assert len(solutions) == len(puzzles) and all(len(s) == 81 and s.isdigit() for s in solutions)
    return list(zip(puzzles, solutions))


PEERS = [sorted(({r * 9 + c2 for c2 in range(9)} | {r2 * 9 + c for r2 in range(9)}
                 | {(r // 3 * 3 + i) * 9 + c // 3 * 3 + j for i in range(3) for j in range(3)}) - {r * 9 + c})
         for r in range(9) for c in range(9)]


def add_context(obj, puzzles):
    """Adds a board context to a batch object (seeded by its id); returns the digits visible to its cell."""
    rng = np.random.default_rng([CONTEXT_SEED, zlib.crc32(obj["id"].encode())])
    label = obj["label"]
    while True:
        puzzle, solution = puzzles[rng.integers(len(puzzles))]
        empties = [i for i, ch in enumerate(puzzle) if ch == "."]
        targets = [i for i in empties if label == 0 or solution[i] == str(label)]
        if targets:
            break
    target = int(rng.choice(targets))
    others = [i for i in empties if i != target]
    share = rng.uniform(0, 1)
    fill = set(rng.choice(others, size=round(share * len(others)), replace=False).tolist())
    board = "".join(solution[i] if i in fill else ch for i, ch in enumerate(puzzle))
    obj["context"] = {"board": board, "cell": f"r{target // 9 + 1}c{target % 9 + 1}"}
    return {int(board[i]) for i in PEERS[target] if board[i] != "."}


# ---------------------------------------------------------------- calibration for strangers

def held_out_logits(k, model, records, binary):
    """Logits and labels of `model`, fold k's, on its held-out collections at the calibration conditions
    (the calibration placements, not the evaluation's)."""
    planes = common.planes_of(model)
    writers = simulate.writers_of(records, None, simulate.FOLDS[k])
    render = lambda objs: common.render(objs, f"{binary} ink render", planes)
    d = train.cached(f"held-k{k}-s{train.CALIB_SEED}-p{planes}",
                     lambda: train.build_calib(records, render, writers, copies=1))
    return common.logits_of(model, d["x"]), d["y"]


def stranger_models(records, binary, recipe):
    """Fold model paths calibrated for strangers: fold k's logits divided by the factor fitted on the
    held-out collections of the other folds (never its own). Prints every factor and the one fitted on
    all folds, which the recipe's `strangers` should equal."""
    models = [common.read_inkm(train.fold_model_path(k, recipe)) for k in range(len(simulate.FOLDS))]
    held = [held_out_logits(k, model, records, binary) for k, (model, _) in enumerate(models)]
    factor = lambda ks: train.fit_temperature(np.concatenate([held[j][0] for j in ks]),
                                              np.concatenate([held[j][1] for j in ks]))
    paths = []
    for k in range(len(held)):
        f = factor([j for j in range(len(held)) if j != k])
        model, meta = models[k]
        path = train.fold_model_path(k, recipe).replace(".inkm", "-strangers.inkm")
        common.write_inkm(common.scaled(model, 1 / f), path, dict(meta, strangers=round(f, 4)))
        paths.append(path)
        print(f"fold {k}: stranger factor {f:.3f} (fitted on the other folds' held-out collections)")
    print(f"stranger factor fitted on all folds: {factor(range(len(held))):.3f} "
          f"(recipe {recipe} ships {train.RECIPES[recipe]['strangers']})", flush=True)
    return paths


def fixed_stranger_models(recipe, folds, f):
    """Fold model paths calibrated for strangers by a fixed factor f (not fitted on the other folds)."""
    paths = {}
    for k in folds:
        model, meta = common.read_inkm(train.fold_model_path(k, recipe))
        path = train.fold_model_path(k, recipe).replace(".inkm", f"-strangers{f:g}.inkm")
        common.write_inkm(common.scaled(model, 1 / f), path, dict(meta, strangers=f))
        paths[k] = path
        print(f"recipe {recipe} fold {k}: fixed stranger factor {f} (--strangers, not fitted)", flush=True)
    return paths


# ---------------------------------------------------------------- running the binary

def recognize(binary, model, objs, conflict_threshold):
    """Parsed output lines of `inkdoku recognize` for objs."""
    with tempfile.TemporaryDirectory(dir=common.WORK) as tmp:
        src = os.path.join(tmp, "in.jsonl")
        with open(src, "w") as f:
            for o in objs:
                f.write(json.dumps(o, separators=(",", ":")) + "\n")
        r = subprocess.run(shlex.split(binary) + ["recognize", "--model", model, "--threshold", str(THRESHOLD),
                                                  "--conflict-threshold", str(conflict_threshold), src],
                           capture_output=True, text=True)
    out = [json.loads(line) for line in r.stdout.splitlines()]
    if r.returncode != 0 or len(out) != len(objs):
        raise SystemExit(f"inkdoku recognize failed ({r.returncode}): {r.stderr[-500:]}")
    bad = [o for o in out if o.get("error")]
    if bad:
        raise SystemExit(f"recognize rejected {len(bad)} lines, e.g. {bad[0]}")
    return out


def gate(r, t):
    """The decision with board context at conflict threshold t, as AcceptPolicy makes it: the run at 1,
    plus the clashing readings the model alone accepts whose own confidence reaches t."""
    passes = r["conf"].astype(np.float32) >= np.float32(t) if t < 1 else np.zeros(len(r["conf"]), bool)
    return (r["reason"] == "") | (r["alone"] & r["conflict"] & passes)


def ece(conf, correct, bins=15):
    """Expected calibration error of the arg-max confidence (equal-width bins)."""
    edges = np.linspace(0, 1, bins + 1)
    total = 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (conf > lo) & (conf <= hi)
        if m.any():
            total += m.mean() * abs(correct[m].mean() - conf[m].mean())
    return total


def rates(truth, labels, accepted):
    digit = truth >= 1
    n_acc, wrong = int(accepted.sum()), int((accepted & (labels != truth)).sum())
    return {"precision": 100 * (n_acc - wrong) / max(1, n_acc), "acceptance": 100 * (accepted & digit).sum() / max(1, digit.sum()),
            "zeros": 100 * (accepted & ~digit).sum() / max(1, (~digit).sum()), "wrong": wrong, "accepted": n_acc,
            "zeros_n": int((accepted & ~digit).sum()), "zeros_of": int((~digit).sum())}


def fmt(r):
    return f"{r['precision']:.2f} % ({r['wrong']}/{r['accepted']}) | {r['acceptance']:.2f} % | {r['zeros']:.2f} %"


# ---------------------------------------------------------------- main

def main():
    p = argparse.ArgumentParser(description="leave-collection-out evaluation through inkdoku recognize")
    p.add_argument("--data", default=common.DEFAULT_DATA)
    p.add_argument("--recipe", type=int, action="append", choices=sorted(train.RECIPES),
                   help=f"repeatable: recipes scored on the same lines (default {train.RECIPE})")
    p.add_argument("--strangers", type=float, default=None,
                   help="a fixed stranger factor for every recipe calibrated for strangers (partial folds)")
    p.add_argument("--model", default=os.path.join(common.ROOT, "Models/digits.inkm"),
                   help="the shipped model (held-out scribbles only: it trained on every collection)")
    p.add_argument("--binary", default=os.path.join(common.ROOT, ".build/release/inkdoku"))
    p.add_argument("--conflict-threshold", type=float, default=CONFLICT_THRESHOLD)
    p.add_argument("--folds", default=None, help="only these folds, e.g. 0,2 (a partial table)")
    p.add_argument("--save", default=None, help="write the per-line results to this .npz")
    p.add_argument("--report", default=None, help="only print the tables of a saved .npz (no runs)")
    a = p.parse_args()
    a.recipe = a.recipe or [train.RECIPE]
    torch.set_num_threads(train.THREADS)
    os.makedirs(common.WORK, exist_ok=True)
    if a.report:  # decisions with context recomputed at --conflict-threshold from the saved runs
        r = dict(np.load(a.report))
        r["check"] = gate(r, a.conflict_threshold)
        report(r, a, a.recipe[0])
        return
    t0 = time.time()
    records = simulate.load_records(a.data)
    puzzles = load_puzzles(a.binary)

    folds = [int(k) for k in a.folds.split(",")] if a.folds else list(range(len(simulate.FOLDS)))
    models = {}
    for recipe in a.recipe:
        # Calibrating for strangers needs every fold's held-out logits, whichever folds are scored.
        strangers = bool(train.RECIPES[recipe].get("strangers"))
        needed = range(len(simulate.FOLDS)) if strangers and a.strangers is None else folds
        missing = [k for k in needed if not os.path.exists(train.fold_model_path(k, recipe))]
        if missing:
            print(f"training fold models {missing} of recipe {recipe} (about 3 min each)", flush=True)
            for k in missing:
                train.train_fold(k, records, f"{a.binary} ink render", recipe)
        if strangers and a.strangers is not None:
            models[recipe] = fixed_stranger_models(recipe, folds, a.strangers)
        elif strangers:
            models[recipe] = dict(enumerate(stranger_models(records, a.binary, recipe)))
        else:
            models[recipe] = {k: train.fold_model_path(k, recipe) for k in folds}
    keys = ("cond", "contrib", "truth", "label", "conf", "alone", "reason", "conflict", "lat", "check")
    res = {recipe: {k: [] for k in keys} for recipe in a.recipe}
    for k in folds:
        held = simulate.FOLDS[k]
        writers = simulate.writers_of(records, None, held)
        for ci, (units, rows) in enumerate(CONDITIONS):
            objs = simulate.simulate_part(records, writers, float(rows), units, PLACEMENTS, EVAL_SEED, False)
            bare = [dict(o) for o in objs]
            visible = [add_context(o, puzzles) for o in objs]
            for recipe in a.recipe:
                model, rr = models[recipe][k], res[recipe]
                alone = recognize(a.binary, model, bare, 1.0)
                out = recognize(a.binary, model, objs, 1.0)
                check = out if a.conflict_threshold == 1.0 else recognize(a.binary, model, objs, a.conflict_threshold)
                rr["cond"] += [ci] * len(objs)
                rr["contrib"] += [o["writer"].split("/")[0] for o in objs]
                rr["truth"] += [o["label"] for o in objs]
                rr["label"] += [r["label"] for r in alone]
                rr["conf"] += [r["confidence"] for r in alone]
                rr["alone"] += [r["decision"] == "accept" for r in alone]
                rr["reason"] += [r["reason"] or "" for r in out]
                rr["conflict"] += [r["label"] in v for r, v in zip(alone, visible)]
                rr["lat"] += [r["latencyMs"] for r in out]
                rr["check"] += [r["decision"] == "accept" for r in check]
        for recipe in a.recipe:
            _, meta = common.read_inkm(models[recipe][k])
            print(f"fold {k}: held out {','.join(held)} ({len(writers)} writers), recipe {recipe} model "
                  f"{os.path.basename(models[recipe][k])} (temperature {meta.get('temperature')}, stranger factor "
                  f"{meta.get('strangers', 1)}), {time.time() - t0:.0f} s", flush=True)
    results = {recipe: {k: np.array(v) for k, v in res[recipe].items()} for recipe in a.recipe}
    for recipe, r in results.items():
        if a.save:
            np.savez(a.save if len(a.recipe) == 1 else a.save.replace(".npz", f"-r{recipe}.npz"), **r)
        report(r, a, meta_recipe=recipe)
    if len(a.recipe) > 1:
        compare(results, a)
    scribble_rows(a)
    print(f"\nevaluation time {time.time() - t0:.0f} s")


def compare(results, a):
    """The recipes side by side on the same lines: per condition, with the board and alone."""
    print(f"\nrecipes {', '.join(map(str, results))} on the same lines (board context at {a.conflict_threshold}); "
          "precision (wrong/accepted) / acceptance 1-9 / zeros accepted")
    print("| condition | recipe | with board | model alone |")
    print("|---|---|---|---|")
    short = lambda x: f"{x['precision']:.2f} % ({x['wrong']}/{x['accepted']}) / {x['acceptance']:.2f} % / {x['zeros']:.2f} %"
    for ci, (units, rows) in enumerate(CONDITIONS):
        for recipe, r in results.items():
            m = r["cond"] == ci
            print(f"| {rows} rows {units} | {recipe} | {short(rates(r['truth'][m], r['label'][m], r['check'][m]))} | "
                  f"{short(rates(r['truth'][m], r['label'][m], r['alone'][m]))} |")


def report(r, a, meta_recipe):
    conditions = CONDITIONS[:int(r["cond"].max()) + 1]  # a --save of the four older conditions reads too
    n_digits = len(r["truth"]) // (len(conditions) * PLACEMENTS)
    alone = r["alone"]
    mism = int(((r["reason"] == "conflict") != (alone & r["conflict"])).sum())
    lost = int((alone & ~r["conflict"] & (r["reason"] != "")).sum())
    correct = r["label"] == r["truth"]
    ctx = gate(r, a.conflict_threshold)
    binary_ctx_mismatch = int((ctx != r["check"]).sum())
    print(f"\nrecipe {meta_recipe}; leave-collection-out: {n_digits} digits, {PLACEMENTS} placements per "
          f"condition, threshold {THRESHOLD}; board context at conflict threshold {a.conflict_threshold}")
    print(f"checks: conflict flags recomputed in Python disagree with the binary's 'conflict' reasons on "
          f"{mism} lines; readings the model alone accepts that do not clash but are refused with the board: "
          f"{lost}; recomputed decisions at {a.conflict_threshold} disagree with the binary's run at that "
          f"threshold on {binary_ctx_mismatch} lines")

    print("\n| condition | with board context: precision (wrong/accepted) | acceptance 1-9 | zeros accepted | "
          "model alone: precision (wrong/accepted) | acceptance 1-9 | zeros accepted | ECE |")
    print("|---|---|---|---|---|---|---|---|")
    for ci, (units, rows) in enumerate(conditions):
        m = r["cond"] == ci
        rc = rates(r["truth"][m], r["label"][m], r["check"][m])
        ra = rates(r["truth"][m], r["label"][m], alone[m])
        print(f"| {rows} rows {units} | {fmt(rc)} | {fmt(ra)} | {100 * ece(r['conf'][m], correct[m]):.2f} % |")
    four = r["cond"] < FOUR
    print(f"| the first four | {fmt(rates(r['truth'][four], r['label'][four], r['check'][four]))} | "
          f"{fmt(rates(r['truth'][four], r['label'][four], alone[four]))} | {100 * ece(r['conf'][four], correct[four]):.2f} % |")
    print("goals (with context): 8 cell 99.8/94, 6 cell 99.7/91, 12 cell 99.8/95, 8 pixel 99.9/96, zeros "
          "≤ 0.5 %; 4 cell 99.7/95, 3 cell 99.6/93, zeros ≤ 1 %; model alone 8 cell 99.0/95, zeros ≤ 1 %")

    print("\nconflict-threshold sweep (board context; precision / acceptance 1-9 / zeros accepted):")
    print("(last column: share of correctly read true digits, all conditions, confident enough to pass the "
          "gate, i.e. how often a player who really means a conflicting digit still gets it placed)")
    print("| conflict threshold | " + " | ".join(f"{rows} rows {units}" for units, rows in conditions)
          + " | deliberate conflict placed |")
    print("|---|" + "---|" * (len(conditions) + 1))
    good = alone & correct & (r["truth"] >= 1)
    for t in SWEEP:
        acc = gate(r, t)
        cells = []
        for ci in range(len(conditions)):
            m = r["cond"] == ci
            x = rates(r["truth"][m], r["label"][m], acc[m])
            cells.append(f"{x['precision']:.2f} / {x['acceptance']:.2f} / {x['zeros']:.2f}")
        placed = 100 * (r["conf"][good].astype(np.float32) >= np.float32(t)).mean() if t < 1 else 0.0
        print(f"| {t} | " + " | ".join(cells) + f" | {placed:.1f} % |")
    print(f"| (no context) | " + " | ".join(
        "{precision:.2f} / {acceptance:.2f} / {zeros:.2f}".format(**rates(r["truth"][r["cond"] == ci],
                                                                         r["label"][r["cond"] == ci], alone[r["cond"] == ci]))
        for ci in range(len(conditions))) + " | |")

    for ci_list, title in (([0], "8 rows cell"), (list(range(FOUR)), "the first four conditions"),
                           (list(range(FOUR, len(conditions))), "the coarse conditions (2-4 rows cell)")):
        if not np.isin(r["cond"], ci_list).any():
            continue
        print(f"\nper contributor, {title} (with context | model alone):")
        print("| contributor | lines | ctx precision (wrong/acc) | ctx acceptance | ctx zeros | alone precision "
              "(wrong/acc) | alone acceptance | alone zeros |")
        print("|---|---|---|---|---|---|---|---|")
        for c in CONTRIBUTORS:
            m = np.isin(r["cond"], ci_list) & (r["contrib"] == c)
            if not m.any():
                continue
            print(f"| {c} | {m.sum()} | {fmt(rates(r['truth'][m], r['label'][m], r['check'][m]))} | "
                  f"{fmt(rates(r['truth'][m], r['label'][m], alone[m]))} |")

    for (name, acc), (part, title) in [(x, y) for y in ((four, "the first four conditions"),
                                                        (~four, "the coarse conditions"))
                                       for x in (("with context", r["check"]), ("model alone", alone))]:
        if not part.any():
            continue
        wrong = acc & ~correct & part
        pairs = Counter(zip(r["truth"][wrong].tolist(), r["label"][wrong].tolist())).most_common(10)
        print(f"\nwrong accepts, {name}, {title} ({int(wrong.sum())}): "
              + ", ".join(f"{t}→{l} {n}" for (t, l), n in pairs))
    lat = r["lat"].astype(float)
    print(f"\nlatency (raster + inference per line, from recognize, {len(lat)} lines): p50 "
          f"{np.percentile(lat, 50):.3f} ms, p95 {np.percentile(lat, 95):.3f} ms, p99 {np.percentile(lat, 99):.3f} ms")


def scribble_rows(a):
    if not os.path.exists(a.model):
        return
    _, meta = common.read_inkm(a.model)
    print(f"\nshipped model {os.path.relpath(a.model, common.ROOT)} (recipe {meta.get('recipe', '?')}): held-out "
          f"scribbles (seed {SCRIBBLE_SEED}, {SCRIBBLES} per condition, 5 kinds) accepted as a digit:")
    for units, rows in SCRIBBLE_CONDITIONS:
        objs = scribble.scribbles(SCRIBBLES, SCRIBBLE_SEED, float(rows), units, False)
        out = recognize(a.binary, a.model, objs, 1.0)
        accepted = np.array([o["decision"] == "accept" for o in out])
        labels = np.array([o["label"] for o in out])
        kinds = np.array([o["writer"].split("/")[1] for o in objs])
        per_kind = ", ".join(f"{k} {100 * accepted[kinds == k].mean():.1f} %" for k in scribble.KINDS)
        taken = np.bincount(labels[accepted], minlength=10)
        print(f"| {rows} rows {units} | {100 * accepted.mean():.2f} % ({accepted.sum()}/{len(objs)}) | {per_kind}; "
              f"accepted as {dict((d, int(n)) for d, n in enumerate(taken) if n)} |")


if __name__ == "__main__":
    main()
