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
import math
import os
import time
from multiprocessing import Pool

import numpy as np
import torch
import torch.nn.functional as F

import common
import scribble
import simulate

SEED = 1
# One torch thread: on these 2 shared cores two threads spend most of their time waiting for each other
# whenever another process holds a core (an epoch took 5-12x longer), and a fixed thread count keeps
# the float summation order, so `make model` reproduces the file bit for bit.
THREADS = 1
COPIES = 8
TRAIN_SIZES = (4.0, 16.0)
PIXEL_SHARE = 0.3
EPOCHS = 3
BATCH = 128
LR = 3e-3
WEIGHT_DECAY = 5e-4
# The calibration (and evaluation) conditions: (units, rows).
CONDITIONS = [("cell", 6), ("cell", 8), ("cell", 12), ("pixel", 8)]
CALIB_COPIES = 2
CALIB_SEED = 1001  # placements differ from the evaluation's seed too
# Scribble negatives (label 0, scribble.py): ~7 % of the training images; calibration gets scribbles
# at its four conditions too. Evaluation scribbles use another seed (evaluate.py).
TRAIN_SCRIBBLES = 6000
TRAIN_SCRIBBLE_SEED = 31
CALIB_SCRIBBLES = 250  # per condition
CALIB_SCRIBBLE_SEED = 32
CIRCLE_SEED = 33
# Recipes (the fold models and the shipped model of a recipe differ only in the collections they
# train on). 1: the previous augmentation; 2: plus the shape augmentation of simulate.extra_shapes
# (lead-in flags and feet on 1s, crossed 7s, tremor, angular ink) and circle/ellipse zeros.
# 3: recipe 2 trained longer; 4: recipe 3 with a wider net; 5: recipe 1 trained longer; 6: recipe 5 with
# a fresh random warp of the rendered images every epoch (`warp`, the share of images warped); 7: recipe 6
# with the shape augmentation of recipe 2 and curled 9s (`extras` 2; no circles); 8: recipe 7 without the
# warp; 10: recipe 8 with hooked 1s (`extras` 3); 11: the ensemble of a recipe-5 and a recipe-10 net (the
# plain shapes and the augmented ones), calibrated together; 25 and 26: recipes 5 and 10 on two raster
# planes, the ink and its drawing order (`planes` 2, DigitRaster.planes); 28: the ensemble of a recipe-5
# and a recipe-26 net (the recipe-5 net reads the ink plane alone: `common.widened`); 30: recipe 26 with
# 3,000 circle zeros; 31: the ensemble of a recipe-5 and a recipe-30 net, calibrated for strangers; 32, 33:
# recipes 5 and 30 trained with mixup (`mixup`, the Beta parameter; see `train`); 34: the ensemble of a
# recipe-32 and a recipe-30 net, calibrated for strangers; 35, 36: the ensembles of 5 and 33, and of 32 and
# 33; 37: recipe 5 with mixup 0.4; 38: the ensemble of 37 and 30. 40, 41: recipes 32 and 30 with a quarter of
# the training copies drawn 2-4 rows tall in cell mode (`coarse`, simulate.COARSE_SIZES); 42: their
# ensemble (measured on folds 0 and 1, not shipped: Tools/train/README.md; its `strangers` is recipe 34's).
# 43, 44, 45: the same with 40 % of the copies coarse; 45 is shipped (its `strangers` fitted on all three
# folds by evaluate.py: 1.309 on cell strokes through their crossings, 1.318 through the cells' centres). 46: a smaller coarse specialist (80 % of the copies coarse, two planes, mixup);
# 47: the ensemble of 43, 44 and 46 (measured on the three folds and not kept: Tools/train/README.md;
# its `strangers` is the factor evaluate.py fitted on all folds).
# `strangers`: the factor the calibration writers' temperature is multiplied by in the shipped model.
# Calibration writers come from the collections the net trained on; writers of a collection it never saw
# make it overconfident by about a quarter, and every player is such a writer. evaluate.py fits the factor
# on the folds' held-out collections (the NLL of their logits) and prints it; the value here is that fit.
# Each fold model is evaluated with the factor fitted on the *other* folds only.
BASE = {"extras": False, "circles": 0, "epochs": EPOCHS, "widths": common.CONV_WIDTHS, "hidden": common.HIDDEN,
        "warp": 0.0, "planes": 1, "mixup": 0.0, "coarse": 0.0}
RECIPES = {1: BASE,
           2: dict(BASE, extras=True, circles=3000),
           3: dict(BASE, extras=True, circles=3000, epochs=6),
           4: dict(BASE, extras=True, circles=3000, epochs=6, widths=(32, 64, 96), hidden=192),
           5: dict(BASE, epochs=6),
           6: dict(BASE, epochs=6, warp=0.7),
           7: dict(BASE, extras=2, epochs=6, warp=0.7),
           8: dict(BASE, extras=2, epochs=6),
           10: dict(BASE, extras=3, epochs=6),
           11: {"ensemble": (5, 10)},
           25: dict(BASE, epochs=6, planes=2),
           26: dict(BASE, extras=3, epochs=6, planes=2),
           28: {"ensemble": (5, 26)},
           30: dict(BASE, extras=3, epochs=6, planes=2, circles=3000),
           31: {"ensemble": (5, 30), "strangers": 1.269},
           32: dict(BASE, epochs=6, mixup=0.2),
           33: dict(BASE, extras=3, epochs=6, planes=2, circles=3000, mixup=0.2),
           34: {"ensemble": (32, 30), "strangers": 1.264},
           35: {"ensemble": (5, 33)},
           36: {"ensemble": (32, 33)},
           37: dict(BASE, epochs=6, mixup=0.4),
           38: {"ensemble": (37, 30)},
           40: dict(BASE, epochs=6, mixup=0.2, coarse=0.25),
           41: dict(BASE, extras=3, epochs=6, planes=2, circles=3000, coarse=0.25),
           42: {"ensemble": (40, 41), "strangers": 1.264},
           43: dict(BASE, epochs=6, mixup=0.2, coarse=0.4),
           44: dict(BASE, extras=3, epochs=6, planes=2, circles=3000, coarse=0.4),
           45: {"ensemble": (43, 44), "strangers": 1.309},
           46: dict(BASE, extras=3, epochs=6, planes=2, circles=3000, mixup=0.2, coarse=0.8, widths=(16, 32, 48),
                    hidden=96),
           47: {"ensemble": (43, 44, 46), "strangers": 1.351}}
RECIPE = 45
ALL_COLLECTIONS = ("aga", "apple", "art", "ced", "gmd", "imp", "syn")


def _simulate_shard(job):
    return simulate.simulate_part(*job)


def simulate_parallel(records, writers, sizes, units, copies, seed, augment, workers=2, extras=False, coarse=0.0):
    """simulate_part across processes; the objects (and their order per shard) do not depend on it."""
    jobs = [(records, writers, sizes, units, copies, seed, augment, PIXEL_SHARE, (k, workers), extras, coarse)
            for k in range(workers)]
    with Pool(workers) as pool:
        shards = pool.map(_simulate_shard, jobs)
    return [o for s in shards for o in s]


# Cell strokes run through the points where the pen crossed into each cell (StrokeBuilder, design §3)
# since 2026-12-03; sets rendered before drew them through the cells' centres, so the names say which.
STROKES = "-crossings"


def cached(name, build, refresh=False):
    """Rendered sets are cached under work/ by name (the name encodes every parameter)."""
    path = os.path.join(common.WORK, name + STROKES + ".npz")
    if os.path.exists(path) and not refresh:
        z = np.load(path)
        return {k: z[k] for k in z.files}
    d = build()
    np.savez(path, **d)
    return d


def _with_collections(objs, x, y):
    c = np.array([simulate.collection(o["writer"].split("/")[0]) for o in objs])
    return {"x": x, "y": y, "c": c}


def build_train(records, render, extras, coarse=0.0):
    """Every training writer of every collection (folds pick rows by collection)."""
    objs = simulate_parallel(records, simulate.writers_of(records, "train"), TRAIN_SIZES, "mixed", COPIES,
                             SEED, True, extras=extras, coarse=coarse)
    return _with_collections(objs, *render(objs))


def build_calib(records, render, writers=None, copies=CALIB_COPIES):
    """The calibration writers (or `writers`) at the four conditions, unaugmented, `copies` placements."""
    writers = simulate.writers_of(records, "calib") if writers is None else writers
    out = []
    for units, rows in CONDITIONS:
        objs = simulate_parallel(records, writers, float(rows), units, copies, CALIB_SEED, False)
        out.append(_with_collections(objs, *render(objs)))
    return {k: np.concatenate([d[k] for d in out]) for k in out[0]}


def build_train_scribbles(render):
    objs = scribble.scribbles(TRAIN_SCRIBBLES, TRAIN_SCRIBBLE_SEED, TRAIN_SIZES, "mixed", True, PIXEL_SHARE)
    x, y = render(objs)
    return {"x": x, "y": y}


def build_train_circles(count, render):
    objs = scribble.circles(count, CIRCLE_SEED, TRAIN_SIZES, "mixed", True, PIXEL_SHARE)
    x, y = render(objs)
    return {"x": x, "y": y}


def build_calib_scribbles(render):
    xs, ys = [], []
    for k, (units, rows) in enumerate(CONDITIONS):
        objs = scribble.scribbles(CALIB_SCRIBBLES, CALIB_SCRIBBLE_SEED * 100 + k, float(rows), units, False)
        x, y = render(objs)
        xs.append(x)
        ys.append(y)
    return {"x": np.concatenate(xs), "y": np.concatenate(ys)}


def data_sets(records, render_cmd, recipe=RECIPE, refresh=False, log=print):
    """Every rendered set a recipe needs, from the cache in work/ or simulated and rendered now."""
    t0, r = time.time(), RECIPES[recipe]
    planes = r["planes"]
    # Two-plane sets are cached apart from the ink-only ones of the older recipes.
    tag = "" if planes == 1 else f"-p{planes}"
    render = lambda objs: common.render(objs, render_cmd, planes)
    sets = {
        "train": cached(f"train-{('p', 'x', 'x2', 'x3')[int(r['extras'])]}s{SEED}c{COPIES}{tag}"
                        + (f"-coarse{r['coarse']:g}" if r["coarse"] else ""),
                        lambda: build_train(records, render, r["extras"], r["coarse"]), refresh),
        "calib": cached(f"calib-s{CALIB_SEED}c{CALIB_COPIES}{tag}", lambda: build_calib(records, render), refresh),
        "scribbles": cached(f"scribble-train-{TRAIN_SCRIBBLES}s{TRAIN_SCRIBBLE_SEED}{tag}",
                            lambda: build_train_scribbles(render), refresh),
        "calib_scribbles": cached(f"scribble-calib-{CALIB_SCRIBBLES}s{CALIB_SCRIBBLE_SEED}{tag}",
                                  lambda: build_calib_scribbles(render), refresh),
    }
    if r["circles"]:
        sets["circles"] = cached(f"circles-{r['circles']}s{CIRCLE_SEED}{tag}",
                                 lambda: build_train_circles(r["circles"], render), refresh)
    log(f"data sets ready ({time.time() - t0:.0f} s)")
    return sets


def select(sets, collections):
    """Training and calibration arrays of the given collections, with the negatives."""
    m = np.isin(sets["train"]["c"], collections)
    xs = [sets["train"]["x"][m], sets["scribbles"]["x"]]
    ys = [sets["train"]["y"][m], sets["scribbles"]["y"]]
    if "circles" in sets:
        xs.append(sets["circles"]["x"])
        ys.append(sets["circles"]["y"])
    mv = np.isin(sets["calib"]["c"], collections)
    xv = np.concatenate([sets["calib"]["x"][mv], sets["calib_scribbles"]["x"]])
    yv = np.concatenate([sets["calib"]["y"][mv], sets["calib_scribbles"]["y"]])
    return np.concatenate(xs), np.concatenate(ys), xv, yv, int(mv.sum())


def warp(images, share, gen):
    """A random smooth deformation of a share of the images: an affine jitter (rotation, scale, shear, a
    pixel of shift) and an elastic field (a 4x4 grid of random shifts, upsampled), resampled bilinearly.
    A writer of another collection differs from ours by such a deformation more than by anything the
    trajectory augmentation of a fixed number of copies shows; a new draw every epoch never repeats."""
    n = len(images)
    angle = (torch.rand(n, generator=gen) * 2 - 1) * math.radians(8)
    scale = torch.exp((torch.rand(n, generator=gen) * 2 - 1) * 0.1)
    shear = (torch.rand(n, generator=gen) * 2 - 1) * 0.15
    shift = (torch.rand(n, 2, generator=gen) * 2 - 1) * (1.0 / 14)
    cos, sin = torch.cos(angle) / scale, torch.sin(angle) / scale
    theta = torch.stack([torch.stack([cos, -sin + shear * cos, shift[:, 0]], 1),
                         torch.stack([sin, cos + shear * sin, shift[:, 1]], 1)], 1)
    grid = F.affine_grid(theta, list(images.shape), align_corners=False)
    field = (torch.rand(n, 2, 4, 4, generator=gen) * 2 - 1) * 0.08
    grid = grid + F.interpolate(field, size=images.shape[-2:], mode="bicubic", align_corners=True).permute(0, 2, 3, 1)
    warped = F.grid_sample(images, grid, mode="bilinear", padding_mode="zeros", align_corners=False)
    keep = (torch.rand(n, generator=gen) >= share).view(n, 1, 1, 1)
    return torch.where(keep, images, warped)


def train(x, y, xv, yv, epochs=EPOCHS, log=print, widths=common.CONV_WIDTHS, hidden=common.HIDDEN, warp_share=0.0,
          mixup=0.0):
    """A fresh net trained on (x, y). `mixup` > 0 blends each batch with a shuffled copy of itself, the
    loss blended alike (weight drawn from Beta(mixup, mixup)): the net learns that ink between two digits
    deserves a reading between them, which holds up better on writers of other collections."""
    torch.manual_seed(SEED)
    model = common.DigitNet(widths, hidden, planes=1 if x.ndim == 3 else x.shape[1])
    opt = torch.optim.AdamW(model.parameters(), lr=LR, weight_decay=WEIGHT_DECAY)
    steps = epochs * ((len(x) + BATCH - 1) // BATCH)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=LR, total_steps=steps, pct_start=0.2)
    xt = torch.from_numpy(x)
    xt = xt.unsqueeze(1) if xt.dim() == 3 else xt
    yt = torch.from_numpy(y)
    gen = torch.Generator().manual_seed(SEED)
    for epoch in range(epochs):
        model.train()
        start, total = time.time(), 0.0
        for idx in torch.randperm(len(x), generator=gen).split(BATCH):
            batch = warp(xt[idx], warp_share, gen) if warp_share else xt[idx]
            labels = yt[idx]
            if mixup:
                # torch's Beta takes no generator; a seed drawn from `gen` keeps the run reproducible.
                draw = int(torch.randint(0, 2**31, (1,), generator=gen))
                lam = float(np.random.default_rng(draw).beta(mixup, mixup))
                perm = torch.randperm(len(idx), generator=gen)
                out = model(lam * batch + (1 - lam) * batch[perm])
                loss = lam * F.cross_entropy(out, labels) + (1 - lam) * F.cross_entropy(out, labels[perm])
            else:
                loss = F.cross_entropy(model(batch), labels)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(idx)
        acc = (common.logits_of(model.eval(), xv).argmax(1) == yv).mean()
        log(f"epoch {epoch + 1}/{epochs}: loss {total / len(x):.4f}, calib-writer accuracy {acc:.4f}, "
            f"{time.time() - start:.0f} s", flush=True)
    return model.eval()


def fit(sets, collections, recipe=RECIPE, log=print, strangers=1.0):
    """Trains on the training writers of `collections`, calibrates on their calibration writers (the
    temperature times `strangers`, see RECIPES). Returns the folded chain (temperature inside), the
    calibration arrays and the metadata."""
    x, y, xv, yv, n_calib_digits = select(sets, collections)
    log(f"recipe {recipe}, collections {','.join(collections)}: {len(x)} training images, "
        f"{len(xv)} calibration images")
    r = RECIPES[recipe]
    epochs = r["epochs"]
    model = train(x, y, xv, yv, epochs, log, r["widths"], r["hidden"], r["warp"], r["mixup"])
    temperature = fit_temperature(common.logits_of(common.fold(model), xv), yv)
    chain = common.fold(model, temperature * strangers)
    meta = {"arch": f"{r['planes']} plane(s), conv3x3{list(r['widths'])}+bn+relu+pool, dense {r['hidden']}, dense 10",
            "parameters": sum(p.numel() for p in chain.parameters()),
            "multiplyAdds": common.multiply_adds(chain), "temperature": round(temperature, 4),
            **({"strangers": strangers} if strangers != 1.0 else {}),
            "trainedOn": "UNIPEN train_r01_v07 1a (CC BY 4.0), training writers of " + ",".join(collections),
            "split": f"calibration writers seed {simulate.SPLIT_SEED}", "seed": SEED, "epochs": epochs,
            "recipe": recipe, "copies": COPIES,
            "negatives": f"{len(sets['scribbles']['y'])} scribbles (seed {TRAIN_SCRIBBLE_SEED})"
                         + (f", {len(sets['circles']['y'])} circles (seed {CIRCLE_SEED})" if "circles" in sets else "")}
    return chain, xv[:n_calib_digits], yv[:n_calib_digits], meta


def fit_recipe(records, render_cmd, collections, recipe=RECIPE, members=None, refresh=False, log=print,
               strangers=1.0):
    """`fit` for any recipe: an ensemble recipe fits each member recipe on its own data (or takes the
    model `members(m)` returns, when it returns one) and calibrates their mean with one temperature;
    each member carries 1/(n T), so the file's summed logits are the calibrated mean."""
    r = RECIPES[recipe]
    if "ensemble" not in r:
        return fit(data_sets(records, render_cmd, recipe, refresh, log), collections, recipe, log, strangers)
    chains, metas = [], []
    # Every member reads the most planes any of them needs; the calibration sets of every recipe with
    # that many planes agree.
    planes = max(RECIPES[m]["planes"] for m in r["ensemble"])
    for m in r["ensemble"]:
        sets = data_sets(records, render_cmd, m, refresh, log)
        if RECIPES[m]["planes"] == planes:
            calib_sets = sets
        given = members(m) if members else None
        if given:
            chain, meta = common.read_inkm(given)
            log(f"member recipe {m}: {given}")
        else:
            chain, _, _, meta = fit(sets, collections, m, log=log)
        chains.append(chain)
        metas.append(meta)
    _, _, xv, yv, n_calib_digits = select(calib_sets, collections)
    chains = [common.widened(c, planes) for c in chains]
    n = len(chains)
    temperature = fit_temperature(common.logits_of(common.Ensemble([common.scaled(c, 1 / n) for c in chains]), xv), yv)
    ensemble = common.Ensemble([common.scaled(c, 1 / (n * temperature * strangers)) for c in chains]).eval()
    meta = {"arch": f"ensemble of {n} (logits summed): " + "; ".join(f"recipe {m}: {meta['arch']}"
                                                                    for m, meta in zip(r["ensemble"], metas)),
            "parameters": sum(p.numel() for p in ensemble.parameters()),
            "multiplyAdds": common.multiply_adds(ensemble), "temperature": round(temperature, 4),
            **({"strangers": strangers} if strangers != 1.0 else {}),
            "recipe": recipe, "members": [{k: v for k, v in meta.items() if k != "arch"} for meta in metas]}
    return ensemble, xv[:n_calib_digits], yv[:n_calib_digits], meta


def fold_model_path(k, recipe=RECIPE):
    return os.path.join(common.WORK, f"fold{k}-r{recipe}.inkm")


def train_fold(k, records, render_cmd, recipe=RECIPE, log=print):
    """The fold-k model: same recipe, trained on every collection except FOLDS[k] (an ensemble takes
    the fold models of its member recipes already in work/)."""
    collections = [c for c in ALL_COLLECTIONS if c not in simulate.FOLDS[k]]
    t0 = time.time()
    existing = lambda m: fold_model_path(k, m) if os.path.exists(fold_model_path(k, m)) else None
    chain, _, _, meta = fit_recipe(records, render_cmd, collections, recipe, existing, log=log)
    meta["heldOut"] = ",".join(simulate.FOLDS[k])
    path = fold_model_path(k, recipe)
    sha = common.write_inkm(chain, path, meta)
    log(f"fold {k} (held out {meta['heldOut']}): temperature {meta['temperature']}, wrote {path} "
        f"(sha256 {sha[:12]}…), {time.time() - t0:.0f} s")
    return path


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
    p.add_argument("--recipe", type=int, default=RECIPE, choices=sorted(RECIPES))
    p.add_argument("--epochs", type=int, default=None, help="override the recipe's epochs")
    p.add_argument("--no-cache", action="store_true", help="simulate and render every set again")
    p.add_argument("--reuse", action="store_true",
                   help="an ensemble takes the member nets already trained on every collection into "
                        "work/all-rM.inkm (train.py --recipe M --out work/all-rM.inkm) instead of training them")
    p.add_argument("--fold", type=int, action="append", default=None,
                   help="train the leave-collection-out fold model K into work/ instead (repeatable)")
    a = p.parse_args()
    torch.set_num_threads(THREADS)
    os.makedirs(common.WORK, exist_ok=True)
    t0 = time.time()
    records = simulate.load_records(a.data)
    if a.fold is not None:
        for k in a.fold:
            train_fold(k, records, a.render, a.recipe)
        print(f"total {time.time() - t0:.0f} s")
        return

    if a.epochs:
        RECIPES[a.recipe] = dict(RECIPES[a.recipe], epochs=a.epochs)
    strangers = RECIPES[a.recipe].get("strangers", 1.0)
    reused = lambda m: os.path.join(common.WORK, f"all-r{m}.inkm") if a.reuse else None
    chain, xc, yc, meta = fit_recipe(records, a.render, list(ALL_COLLECTIONS), a.recipe, members=reused,
                                     refresh=a.no_cache, strangers=strangers)
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    sha = common.write_inkm(chain, a.out, meta)
    # Read the file back and check it reproduces the chain: the writer and the layout agree.
    back, _ = common.read_inkm(a.out)
    diff = np.abs(common.logits_of(back, xc[:256]) - common.logits_of(chain, xc[:256])).max()
    assert diff < 1e-5, f"exported model differs from the trained one by {diff}"
    os.makedirs(os.path.dirname(a.fixture), exist_ok=True)
    write_fixture(back, a.out, sha, xc, yc, a.fixture)
    print(f"temperature {meta['temperature']:.3f}; {meta['parameters']} parameters, {meta['multiplyAdds']} "
          f"multiply-adds; wrote {a.out} (sha256 {sha}) and {a.fixture}; total {time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
