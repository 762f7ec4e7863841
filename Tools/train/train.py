#!/usr/bin/env python3
"""Trains the digit CNN and exports Models/digits.inkm plus the Swift parity fixture.

Pipeline (each step deterministic for the seeds below):
  1. simulate.py turns the UNIPEN trajectories of the *training writers* into terminal reports:
     COPIES augmented copies per digit, sizes 4-16 rows, cell or pixel reports (see simulate.py);
     the *calibration writers* are simulated without augmentation at the evaluation sizes.
  2. `inkdoku ink render` (the app's own DigitRaster) turns the reports into 28x28 images.
  3. PyTorch trains DigitNet (common.py) on 2 threads: AdamW, one-cycle learning rate, no label
     smoothing (it would teach the net to be unsure, which the accept threshold then misreads).
  4. A temperature is fitted on the calibration writers (never on the test writers, whose numbers are
     reported by evaluate.py), folded into the last layer together with batch norm, and written.
"""
import argparse
import json
import os
import time
from multiprocessing import Pool

import numpy as np
import torch
import torch.nn.functional as F

import common
import simulate

SEED = 1
COPIES = 12
TRAIN_SIZES = (4.0, 16.0)
PIXEL_SHARE = 0.3
EPOCHS = 3
BATCH = 128
LR = 3e-3
WEIGHT_DECAY = 5e-4
# The calibration (and evaluation) conditions: (units, rows).
CONDITIONS = [("cell", 6), ("cell", 8), ("cell", 12), ("pixel", 8)]
CALIB_COPIES = 2
CALIB_SEED = 1001  # placements differ from the test's seed too


def _simulate_shard(job):
    return simulate.simulate_part(*job)


def simulate_parallel(records, part, sizes, units, copies, seed, augment, workers=2):
    """simulate_part across processes; the objects (and their order per shard) do not depend on it."""
    jobs = [(records, part, sizes, units, copies, seed, augment, PIXEL_SHARE, (k, workers))
            for k in range(workers)]
    with Pool(workers) as pool:
        shards = pool.map(_simulate_shard, jobs)
    return [o for s in shards for o in s]


def cached(name, build):
    """Rendered sets are cached under work/ by name (the name encodes every parameter)."""
    path = os.path.join(common.WORK, name + ".npz")
    if os.path.exists(path):
        z = np.load(path)
        return z["x"], z["y"]
    x, y = build()
    np.savez(path, x=x, y=y)
    return x, y


def build_train(records, render_cmd):
    objs = simulate_parallel(records, "train", TRAIN_SIZES, "mixed", COPIES, SEED, True)
    return common.render(objs, render_cmd)


def build_calib(records, render_cmd):
    xs, ys = [], []
    for units, rows in CONDITIONS:
        objs = simulate_parallel(records, "calib", float(rows), units, CALIB_COPIES, CALIB_SEED, False)
        x, y = common.render(objs, render_cmd)
        xs.append(x)
        ys.append(y)
    return np.concatenate(xs), np.concatenate(ys)


def train(x, y, xv, yv, epochs=EPOCHS, log=print):
    torch.manual_seed(SEED)
    model = common.DigitNet()
    opt = torch.optim.AdamW(model.parameters(), lr=LR, weight_decay=WEIGHT_DECAY)
    steps = epochs * ((len(x) + BATCH - 1) // BATCH)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=LR, total_steps=steps, pct_start=0.2)
    xt = torch.from_numpy(x).unsqueeze(1)
    yt = torch.from_numpy(y)
    gen = torch.Generator().manual_seed(SEED)
    for epoch in range(epochs):
        model.train()
        start, total = time.time(), 0.0
        for idx in torch.randperm(len(x), generator=gen).split(BATCH):
            loss = F.cross_entropy(model(xt[idx]), yt[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(idx)
        acc = (common.logits_of(model.eval(), xv).argmax(1) == yv).mean()
        log(f"epoch {epoch + 1}/{epochs}: loss {total / len(x):.4f}, calib-writer accuracy {acc:.4f}, "
            f"{time.time() - start:.0f} s", flush=True)
    return model.eval()


def fit_temperature(logits, labels):
    """The temperature minimizing the NLL of held-out logits (a 1-D search on log T)."""
    z = torch.from_numpy(logits).double()
    y = torch.from_numpy(labels)
    grid = torch.linspace(-1.5, 1.5, 3001)  # T from 0.22 to 4.5, step 0.1 % in log space
    nll = torch.stack([F.cross_entropy(z / t.exp(), y) for t in grid])
    return float(grid[nll.argmin()].exp())


def write_fixture(chain, inkm_path, sha, images, labels, path, count=36):
    """Inputs + expected logits/softmax of the exported file for the Swift parity test."""
    rng = np.random.default_rng(SEED)
    picks = []
    for d in range(10):  # every class, then the rest at random
        picks += list(rng.choice(np.flatnonzero(labels == d), size=count // 10, replace=False))
    rest = np.setdiff1d(np.arange(len(labels)), picks)
    picks += list(rng.choice(rest, size=count - len(picks), replace=False))
    x = images[picks]
    logits = common.logits_of(chain, x)
    soft = torch.softmax(torch.from_numpy(logits).double(), 1).numpy()
    g = lambda v: float(f"{float(v):.9g}")  # 9 significant digits round-trip a float32
    cases = [{"label": int(labels[i]), "input": [g(v) for v in x[k].ravel()],
              "logits": [g(v) for v in logits[k]], "softmax": [g(v) for v in soft[k]]}
             for k, i in enumerate(picks)]
    fixture = {"model": os.path.relpath(inkm_path, common.ROOT), "sha256": sha, "tolerance": 1e-4,
               "note": "inputs are Swift-rendered 28x28 images (row-major); logits/softmax from "
                       "PyTorch running the exported file", "cases": cases}
    with open(path, "w") as f:
        json.dump(fixture, f, separators=(",", ":"))
        f.write("\n")


def main():
    p = argparse.ArgumentParser(description="train and export the Inkdoku digit model")
    p.add_argument("--data", default=common.DEFAULT_DATA)
    p.add_argument("--render", default=common.DEFAULT_RENDER, help="renderer command prefix")
    p.add_argument("--out", default=os.path.join(common.ROOT, "Models/digits.inkm"))
    p.add_argument("--fixture", default=os.path.join(common.ROOT, "Tests/Fixtures/model-parity.json"))
    p.add_argument("--epochs", type=int, default=EPOCHS)
    p.add_argument("--no-cache", action="store_true")
    a = p.parse_args()
    torch.set_num_threads(2)
    os.makedirs(common.WORK, exist_ok=True)
    t0 = time.time()
    records = simulate.load_records(a.data)
    tag = f"s{SEED}c{COPIES}"
    if a.no_cache:
        for n in (f"train-{tag}", "calib"):
            if os.path.exists(os.path.join(common.WORK, n + ".npz")):
                os.remove(os.path.join(common.WORK, n + ".npz"))
    x, y = cached(f"train-{tag}", lambda: build_train(records, a.render))
    xv, yv = cached("calib", lambda: build_calib(records, a.render))
    print(f"data: {len(x)} training images, {len(xv)} calibration images ({time.time() - t0:.0f} s)")

    model = train(x, y, xv, yv, a.epochs)
    raw = common.logits_of(common.fold(model), xv)
    temperature = fit_temperature(raw, yv)
    chain = common.fold(model, temperature)
    macs = common.multiply_adds(chain)
    params = sum(p.numel() for p in chain.parameters())
    meta = {"arch": f"conv3x3{list(common.CONV_WIDTHS)}+bn+relu+pool, dense {common.HIDDEN}, dense 10",
            "parameters": params, "multiplyAdds": macs, "temperature": round(temperature, 4),
            "trainedOn": "UNIPEN train_r01_v07 1a (CC BY 4.0), training writers only",
            "split": f"writer split seed {simulate.SPLIT_SEED}", "seed": SEED, "epochs": a.epochs}
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    sha = common.write_inkm(chain, a.out, meta)
    # Read the file back and check it reproduces the chain: the writer and the layout agree.
    back, _ = common.read_inkm(a.out)
    diff = np.abs(common.logits_of(back, xv[:256]) - common.logits_of(chain, xv[:256])).max()
    assert diff < 1e-5, f"exported model differs from the trained one by {diff}"
    os.makedirs(os.path.dirname(a.fixture), exist_ok=True)
    write_fixture(back, a.out, sha, xv, yv, a.fixture)
    print(f"temperature {temperature:.3f}; {params} parameters, {macs} multiply-adds; "
          f"wrote {a.out} (sha256 {sha}) and {a.fixture}; total {time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
