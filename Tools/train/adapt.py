#!/usr/bin/env python3
"""Writer adaptation measured through `inkdoku recognize --learn` (issue 29, README "Learning the writer's
hand"): leave-collection-out writers, each writer's digits in their recorded order, with a board context.

For every fold k the fold model of --recipe (the shipped one by default: `fold{k}-rN-strangers.inkm`,
else `fold{k}-rN.inkm`, in --model-dir)
reads its held-out collections' digits, simulated as evaluate.py simulates them (EVAL_SEED placements,
no augmentation) at 8 rows cell, 4 rows cell and 8 rows pixel, each line with evaluate.add_context's
board. Each placement of a writer is one sequence (writer "contributor/name#copy"), in the data's
order. Scored on the digits after the first SCORED_FROM of each sequence:
  * without learning: `recognize` as the game runs today;
  * with learning: `recognize --learn`, every line labelled with its true digit;
  * noisy: the same with NOISE of the labels replaced by another digit at random (scored on the truth);
  * play: the labels the game's rules would give (design §4.3.2), decided on the readings without
    learning: an accepted digit is kept with the digit read, right or wrong (the worst case: no player
    notices a misreading), ink refused as unsure is answered with the digit meant, and nothing else
    (a refusal by the conflict gate, a zero, a scribble) teaches;
  * the curve: only the first n labels of each sequence are given (n in CURVE), scored on the digits
    after the CURVE[-1]-th of sequences that long.
Precision is of everything accepted (true zeros included), acceptance of true 1-9, as evaluate.rates.

    adapt.py [--recipe N] [--folds 0,1,2] [--adaptation SPEC] [--tune-fold 2 --grid]
"""
import argparse
import json
import os
import shlex
import subprocess
import tempfile
import time

import numpy as np

import common
import evaluate
import simulate
import train

CONDITIONS = [("cell", 8), ("cell", 4), ("pixel", 8)]
SCORED_FROM = 20
NOISE = 0.10
NOISE_SEED = 29
CURVE = (5, 10, 20, 50)
GOALS = {("cell", 8): (98.5, 99.85), ("cell", 4): (95.0, 99.5), ("pixel", 8): (99.0, 99.9)}
MAIN_WORK = os.path.join(common.ROOT, "..", "main", "Tools", "train", "work")
# The parameters tried by --grid on the tuning fold (weight, nearness, neighbours, agreement).
GRID = [(w, s, k, a) for w in (3, 4, 6) for s in (0.6, 0.7, 0.8) for k, a in ((5, 2), (7, 3))]


def fold_model(directory, k, recipe):
    names = (f"fold{k}-r{recipe}-strangers.inkm", f"fold{k}-r{recipe}.inkm")
    for name in names:
        path = os.path.join(directory, name)
        if os.path.exists(path):
            return path
    raise SystemExit(f"no fold {k} model ({' or '.join(names)}) in {directory}")


def sequences(records, k, units, rows, puzzles):
    """Fold k's held-out lines at one condition, with board contexts, each tagged with its sequence
    (writer and placement) and its index in that sequence."""
    writers = simulate.writers_of(records, None, simulate.FOLDS[k])
    objs = simulate.simulate_part(records, writers, float(rows), units, evaluate.PLACEMENTS, evaluate.EVAL_SEED,
                                  False)
    for o in objs:
        evaluate.add_context(o, puzzles)
        o["writer"] = f"{o['writer']}#{o['id'].rsplit('.', 1)[1]}"
    seen = {}
    index = []
    for o in objs:  # simulate_part keeps the data's order within a writer
        index.append(seen.get(o["writer"], 0))
        seen[o["writer"]] = index[-1] + 1
    length = np.array([seen[o["writer"]] for o in objs])
    return objs, np.array(index), length


def run(binary, model, objs, learn=None, adaptation=None):
    """`recognize` output for objs; with `learn`, the label each line teaches (None: no label)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "in.jsonl")
        with open(src, "w") as f:
            for i, o in enumerate(objs):
                line = {key: value for key, value in o.items() if key != "label"}
                if learn is not None and learn[i] is not None:
                    line["label"] = int(learn[i])
                f.write(json.dumps(line, separators=(",", ":")) + "\n")
        command = shlex.split(binary) + ["recognize", "--model", model, "--threshold", str(evaluate.THRESHOLD),
                                          "--conflict-threshold", "1.0"]
        if learn is not None:
            command += ["--learn"] + (["--adaptation", adaptation] if adaptation else [])
        r = subprocess.run(command + [src], capture_output=True, text=True)
    out = [json.loads(line) for line in r.stdout.splitlines()]
    if r.returncode != 0 or len(out) != len(objs) or any(o.get("error") for o in out):
        raise SystemExit(f"inkdoku recognize failed ({r.returncode}): {r.stderr[-500:]}")
    return out


def noisy(truth, seed):
    """The labels with NOISE of them replaced by another digit at random."""
    rng = np.random.default_rng(seed)
    labels = truth.copy()
    flip = rng.random(len(truth)) < NOISE
    labels[flip] = (truth[flip] + rng.integers(1, 10, flip.sum())) % 10
    return labels


def play_labels(truth, base):
    """What the game's rules would teach from the readings without learning (see the module doc)."""
    labels = []
    for t, o in zip(truth, base):
        if o["decision"] == "accept":
            labels.append(o["label"])
        elif o["reason"] == "lowConfidence" and t >= 1:
            labels.append(int(t))
        else:
            labels.append(None)
    return labels


def scored(truth, out, mask):
    labels = np.array([o["label"] if o["label"] is not None else -1 for o in out])
    accepted = np.array([o["decision"] == "accept" for o in out])
    return evaluate.rates(truth[mask], labels[mask], accepted[mask])


def measure(binary, model, objs, index, length, adaptation, curve=True):
    """The rates of every run on one condition's lines."""
    truth = np.array([o["label"] for o in objs])
    after = index >= SCORED_FROM
    base = run(binary, model, objs)
    learned = run(binary, model, objs, list(truth), adaptation)
    noise = run(binary, model, objs, list(noisy(truth, NOISE_SEED)), adaptation)
    play = run(binary, model, objs, play_labels(truth, base), adaptation)
    result = {"without": scored(truth, base, after), "with": scored(truth, learned, after),
              "noisy": scored(truth, noise, after), "play": scored(truth, play, after),
              "latency": [o["latencyMs"] for o in learned],
              "changed": sum(o["adapted"] for o, a in zip(learned, after) if a)}
    if curve:
        late = index >= CURVE[-1]
        result["curve"] = {0: scored(truth, base, late)}
        for n in CURVE:
            out = run(binary, model, objs, [t if i < n else None for t, i in zip(truth, index)], adaptation)
            result["curve"][n] = scored(truth, out, late)
        result["curve_lines"] = int(late.sum())
    return result


def pooled(parts):
    """evaluate.rates' counts summed over folds."""
    total = {"wrong": 0, "accepted": 0, "digits": 0, "digits_accepted": 0}
    for r in parts:
        total["wrong"] += r["wrong"]
        total["accepted"] += r["accepted"]
        digits = r["_digits"]
        total["digits"] += digits
        total["digits_accepted"] += round(r["acceptance"] * digits / 100)
    return {"precision": 100 * (total["accepted"] - total["wrong"]) / max(1, total["accepted"]),
            "acceptance": 100 * total["digits_accepted"] / max(1, total["digits"]),
            "wrong": total["wrong"], "accepted": total["accepted"]}


def fmt(r):
    return f"{r['acceptance']:.2f} % / {r['precision']:.2f} % ({r['wrong']}/{r['accepted']})"


def main():
    p = argparse.ArgumentParser(description="writer adaptation through inkdoku recognize --learn")
    p.add_argument("--data", default=common.DEFAULT_DATA)
    p.add_argument("--binary", default=os.path.join(common.ROOT, ".build/release/inkdoku"))
    p.add_argument("--model-dir", default=MAIN_WORK, help="where the fold models are")
    p.add_argument("--recipe", type=int, default=train.RECIPE, help="whose fold models read the ink")
    p.add_argument("--folds", default="0,1,2")
    p.add_argument("--adaptation", default=None, help="recognize --adaptation SPEC (default: the standard)")
    p.add_argument("--grid", action="store_true", help="try GRID on --folds (tuning), with and noisy only")
    a = p.parse_args()
    t0 = time.time()
    records = simulate.load_records(a.data)
    puzzles = evaluate.load_puzzles(a.binary)
    folds = [int(k) for k in a.folds.split(",")]
    lines = {(k, c): sequences(records, k, *c, puzzles) for k in folds for c in CONDITIONS}
    models = {k: fold_model(a.model_dir, k, a.recipe) for k in folds}
    for k in folds:
        print(f"fold {k}: held out {','.join(simulate.FOLDS[k])}, model {models[k]}", flush=True)
    if a.grid:
        grid(a, folds, lines, models)
        return
    results = {}
    for (k, c), (objs, index, length) in lines.items():
        results[k, c] = measure(a.binary, models[k], objs, index, length, a.adaptation)
        truth = np.array([o["label"] for o in objs])
        for key in ("without", "with", "noisy", "play"):
            results[k, c][key]["_digits"] = int(((index >= SCORED_FROM) & (truth >= 1)).sum())
        for n, r in results[k, c]["curve"].items():
            r["_digits"] = int(((index >= CURVE[-1]) & (truth >= 1)).sum())
        print(f"fold {k} {c[1]} rows {c[0]}: {time.time() - t0:.0f} s", flush=True)
    report(results, folds, a)
    print(f"\nadaptation time {time.time() - t0:.0f} s")


def report(results, folds, a):
    print(f"\nadaptation {a.adaptation or 'standard'}; acceptance 1-9 / precision (wrong/accepted), scored after "
          f"the first {SCORED_FROM} digits of each writer; {int(NOISE * 100)} % of labels wrong in 'noisy'")
    print("| condition | folds | without learning | with learning | 10 % labels wrong | labels from play | goal |")
    print("|---|---|---|---|---|---|---|")
    for c in CONDITIONS:
        for ks in [[k] for k in folds] + ([folds] if len(folds) > 1 else []):
            cells = [fmt(pooled([results[k, c][key] for k in ks])) for key in ("without", "with", "noisy", "play")]
            goal = GOALS[c]
            print(f"| {c[1]} rows {c[0]} | {'+'.join(map(str, ks))} | " + " | ".join(cells)
                  + f" | ≥ {goal[0]} % / ≥ {goal[1]} % |")
    print(f"\nacceptance 1-9 / precision against samples learned (only the first n labels given; scored after the "
          f"{CURVE[-1]}th digit of each writer, folds {'+'.join(map(str, folds))}):")
    print("| condition | lines | " + " | ".join(f"n = {n}" for n in (0,) + CURVE) + " |")
    print("|---|---|" + "---|" * (len(CURVE) + 1))
    for c in CONDITIONS:
        n_lines = sum(results[k, c]["curve_lines"] for k in folds)
        print(f"| {c[1]} rows {c[0]} | {n_lines} | " + " | ".join(
            fmt(pooled([results[k, c]["curve"][n] for k in folds])) for n in (0,) + CURVE) + " |")
    lat = np.concatenate([results[k, c]["latency"] for k in folds for c in CONDITIONS]).astype(float)
    changed = sum(results[k, c]["changed"] for k in folds for c in CONDITIONS)
    print(f"\nlatency with learning (raster + inference + adaptation, from recognize, {len(lat)} lines): p50 "
          f"{np.percentile(lat, 50):.3f} ms, p95 {np.percentile(lat, 95):.3f} ms, p99 {np.percentile(lat, 99):.3f} ms; "
          f"readings the profile changed (scored lines): {changed}")


def grid(a, folds, lines, models):
    print("| weight | nearness | neighbours | agreement | " + " | ".join(
        f"{c[1]} rows {c[0]}: without / with / noisy" for c in CONDITIONS) + " |")
    print("|---|---|---|---|" + "---|" * len(CONDITIONS))
    base = {}
    for w, s, k_, ag in GRID:
        spec = f"weight={w},nearness={s},neighbours={k_},agreement={ag}"
        cells = []
        for c in CONDITIONS:
            parts = {"without": [], "with": [], "noisy": []}
            for k in folds:
                objs, index, length = lines[k, c]
                truth = np.array([o["label"] for o in objs])
                after = index >= SCORED_FROM
                if (k, c) not in base:
                    base[k, c] = scored(truth, run(a.binary, models[k], objs), after)
                rates = {"without": base[k, c],
                         "with": scored(truth, run(a.binary, models[k], objs, list(truth), spec), after),
                         "noisy": scored(truth, run(a.binary, models[k], objs, list(noisy(truth, NOISE_SEED)), spec),
                                         after)}
                for key, r in rates.items():
                    r["_digits"] = int((after & (truth >= 1)).sum())
                    parts[key].append(r)
            cells.append(" / ".join(fmt(pooled(parts[key])) for key in ("without", "with", "noisy")))
        print(f"| {w} | {s} | {k_} | {ag} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
