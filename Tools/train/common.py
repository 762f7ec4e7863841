"""Pieces shared by train.py and evaluate.py: Swift rendering, the network, the `.inkm` file."""
import copy
import hashlib
import json
import os
import shlex
import struct
import subprocess
import tempfile

import numpy as np
import torch
from torch import nn

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DEFAULT_RENDER = os.path.join(ROOT, ".build/release/inkdoku") + " ink render"
DEFAULT_DATA = os.path.join(ROOT, "../shared/data/unipen-1a-dev.jsonl.gz")
WORK = os.path.join(ROOT, "Tools/train/work")

# ---------------------------------------------------------------- rendering (the app's own code)


def render(objs, render_cmd=DEFAULT_RENDER, planes=1):
    """Batch-format objects -> (N x 28 x 28 float32 images, N labels) through the Swift DigitRaster;
    with planes=2, N x 2 x 28 x 28: the ink, then the plane of its drawing order.

    The app's renderer is the model's input contract (design §3.5), so training and evaluation never
    rasterize in Python: they call `inkdoku ink render`.
    """
    with tempfile.TemporaryDirectory(dir=WORK) as tmp:
        src = os.path.join(tmp, "in.jsonl")
        with open(src, "w") as f:
            for o in objs:
                f.write(json.dumps(o, separators=(",", ":")) + "\n")
        out = os.path.join(tmp, "out")
        subprocess.run(shlex.split(render_cmd) + [src, "--out", out], check=True)
        images = np.fromfile(os.path.join(out, "images.f32"), dtype="<f4").reshape(-1, 28, 28)
        if planes == 2:
            order = np.fromfile(os.path.join(out, "order.f32"), dtype="<f4").reshape(-1, 28, 28)
            images = np.stack([images, order], 1)
        labels = np.fromfile(os.path.join(out, "labels.u8"), dtype=np.uint8)
    if len(images) != len(objs) or len(labels) != len(objs):
        raise RuntimeError(f"renderer returned {len(images)} images for {len(objs)} inputs")
    return images, labels.astype(np.int64)


# ---------------------------------------------------------------- the network

# (out channels) of the three 3x3 conv stages, each followed by BN, ReLU and a 2x2 max pool:
# 28 -> 14 -> 7 -> 3. Chosen to stay near 3 M multiply-adds (see multiply_adds()).
CONV_WIDTHS = (24, 48, 72)
HIDDEN = 128


class DigitNet(nn.Module):
    def __init__(self, widths=CONV_WIDTHS, hidden=HIDDEN, dropout=0.2, planes=1):
        super().__init__()
        layers, c_in = [], planes
        for c in widths:
            layers += [nn.Conv2d(c_in, c, 3, padding=1), nn.BatchNorm2d(c), nn.ReLU(), nn.MaxPool2d(2)]
            c_in = c
        self.features = nn.Sequential(*layers)
        self.head = nn.Sequential(
            nn.Flatten(), nn.Dropout(dropout), nn.Linear(c_in * 9, hidden), nn.ReLU(),
            nn.Dropout(dropout), nn.Linear(hidden, 10))

    def forward(self, x):
        return self.head(self.features(x))


def fold(model, temperature=1.0):
    """The trained net as a plain chain (conv/relu/pool/linear), BN folded into the convs and the
    temperature folded into the last layer, so its logits are the calibrated ones the file holds."""
    model = model.eval()
    chain, mods, i = [], list(model.features) + list(model.head), 0
    with torch.no_grad():
        while i < len(mods):
            m = mods[i]
            if isinstance(m, nn.Conv2d):
                bn = mods[i + 1]
                scale = bn.weight / torch.sqrt(bn.running_var + bn.eps)
                conv = nn.Conv2d(m.in_channels, m.out_channels, m.kernel_size, padding=m.padding)
                conv.weight.copy_(m.weight * scale[:, None, None, None])
                conv.bias.copy_((m.bias - bn.running_mean) * scale + bn.bias)
                chain.append(conv)
                i += 2
                continue
            if isinstance(m, (nn.ReLU, nn.MaxPool2d, nn.Flatten)):
                chain.append(m)
            elif isinstance(m, nn.Linear):
                lin = nn.Linear(m.in_features, m.out_features)
                lin.weight.copy_(m.weight)
                lin.bias.copy_(m.bias)
                chain.append(lin)
            i += 1  # dropout is the identity at inference
        last = chain[-1]
        last.weight /= temperature
        last.bias /= temperature
    return nn.Sequential(*chain).eval()


def multiply_adds(chain, side=28):
    """Multiply-adds of one forward pass of a folded chain or an Ensemble."""
    if isinstance(chain, Ensemble):
        return sum(multiply_adds(m, side) for m in chain.members)
    total, h = 0, side
    for m in chain:
        if isinstance(m, nn.Conv2d):
            total += h * h * m.out_channels * m.in_channels * m.kernel_size[0] ** 2
        elif isinstance(m, nn.MaxPool2d):
            h //= 2
        elif isinstance(m, nn.Linear):
            total += m.in_features * m.out_features
    return total


# ---------------------------------------------------------------- the .inkm file (Documentation/model-format.md)

MAGIC = b"INKMODEL"
CONV, RELU, MAXPOOL2, DENSE = 1, 2, 3, 4


class Ensemble(nn.Module):
    """Folded chains whose logits are summed: a version-2 `.inkm` file."""

    def __init__(self, chains):
        super().__init__()
        self.members = nn.ModuleList(chains)

    def forward(self, x):
        return sum(m(x) for m in self.members)


def scaled(chain, factor):
    """A copy of a folded chain (or an Ensemble) whose logits are multiplied by `factor` (its last layer
    scaled)."""
    if isinstance(chain, Ensemble):
        return Ensemble([scaled(c, factor) for c in chain.members]).eval()
    layers = [copy.deepcopy(m) for m in chain]
    with torch.no_grad():
        layers[-1].weight.mul_(factor)
        layers[-1].bias.mul_(factor)
    return nn.Sequential(*layers).eval()


def widened(chain, planes):
    """A copy of a folded chain that reads `planes` raster planes and ignores all but the first: its first
    convolution gets zero weights for the others. Every member of a file reads the same planes."""
    layers = [copy.deepcopy(m) for m in chain]
    first = next(i for i, m in enumerate(layers) if isinstance(m, nn.Conv2d))
    old = layers[first]
    if old.in_channels == planes:
        return nn.Sequential(*layers).eval()
    conv = nn.Conv2d(planes, old.out_channels, old.kernel_size, padding=old.padding)
    with torch.no_grad():
        conv.weight.zero_()
        conv.weight[:, :old.in_channels] = old.weight
        conv.bias.copy_(old.bias)
    layers[first] = conv
    return nn.Sequential(*layers).eval()


def write_inkm(model, path, metadata):
    """Writes a folded chain (version 1) or an Ensemble (version 2) in the documented format; returns
    the file's sha256."""
    if isinstance(model, Ensemble):
        out = bytearray(MAGIC + struct.pack("<6I", 2, planes_of(model), 28, 28, 10, len(model.members)))
        for chain in model.members:
            out += _layers(chain)
    else:
        out = bytearray(MAGIC + struct.pack("<5I", 1, planes_of(model), 28, 28, 10)) + _layers(model)
    meta = json.dumps(metadata, sort_keys=True).encode()
    out += struct.pack("<I", len(meta)) + meta
    with open(path, "wb") as f:
        f.write(out)
    return hashlib.sha256(out).hexdigest()


def planes_of(model):
    """The raster planes a folded chain or an Ensemble reads: its first convolution's input channels."""
    chain = model.members[0] if isinstance(model, Ensemble) else model
    return next(m for m in chain if isinstance(m, nn.Conv2d)).in_channels


def _layers(chain):
    """The layer count and layers of one chain."""
    layers = [m for m in chain if not isinstance(m, nn.Flatten)]  # dense flattens C,H,W itself
    out = bytearray(struct.pack("<I", len(layers)))
    f32 = lambda t: t.detach().numpy().astype("<f4").tobytes()
    for m in layers:
        if isinstance(m, nn.Conv2d):
            k, p = m.kernel_size[0], m.padding[0]
            out += struct.pack("<5I", CONV, m.in_channels, m.out_channels, k, p)
            out += f32(m.weight) + f32(m.bias)
        elif isinstance(m, nn.ReLU):
            out += struct.pack("<I", RELU)
        elif isinstance(m, nn.MaxPool2d):
            out += struct.pack("<I", MAXPOOL2)
        elif isinstance(m, nn.Linear):
            out += struct.pack("<3I", DENSE, m.in_features, m.out_features)
            out += f32(m.weight) + f32(m.bias)
        else:
            raise ValueError(f"no .inkm layer for {m}")
    return out


def read_inkm(path):
    """A `.inkm` file back as a torch chain (an independent check of the writer) and its metadata."""
    data = open(path, "rb").read()
    if data[:8] != MAGIC:
        raise ValueError("not an .inkm file")
    version, c, h, w, k = struct.unpack_from("<5I", data, 8)
    if version not in (1, 2) or c not in (1, 2) or (h, w, k) != (28, 28, 10):
        raise ValueError("unsupported .inkm header")
    pos = 28
    members = 1
    if version == 2:
        (members,) = struct.unpack_from("<I", data, pos)
        pos += 4

    def floats(count):
        nonlocal pos
        a = np.frombuffer(data, dtype="<f4", count=count, offset=pos).copy()
        pos += 4 * count
        return torch.from_numpy(a)

    def chain_at():
        nonlocal pos
        (n,) = struct.unpack_from("<I", data, pos)
        pos += 4
        chain = []
        for _ in range(n):
            chain += layer_at()
        return nn.Sequential(*chain).eval()

    def layer_at():
        nonlocal pos
        (kind,) = struct.unpack_from("<I", data, pos)
        pos += 4
        if kind == CONV:
            ci, co, ks, pad = struct.unpack_from("<4I", data, pos)
            pos += 16
            m = nn.Conv2d(ci, co, ks, padding=pad)
            with torch.no_grad():
                m.weight.copy_(floats(co * ci * ks * ks).view(co, ci, ks, ks))
                m.bias.copy_(floats(co))
        elif kind == RELU:
            m = nn.ReLU()
        elif kind == MAXPOOL2:
            m = nn.MaxPool2d(2)
        elif kind == DENSE:
            fi, fo = struct.unpack_from("<2I", data, pos)
            pos += 8
            m = nn.Linear(fi, fo)
            with torch.no_grad():
                m.weight.copy_(floats(fo * fi).view(fo, fi))
                m.bias.copy_(floats(fo))
            return [nn.Flatten(), m]
        else:
            raise ValueError(f"unknown layer kind {kind}")
        return [m]

    chains = [chain_at() for _ in range(members)]
    (m_len,) = struct.unpack_from("<I", data, pos)
    meta = json.loads(data[pos + 4:pos + 4 + m_len])
    if pos + 4 + m_len != len(data):
        raise ValueError("trailing bytes")
    return (chains[0] if version == 1 else Ensemble(chains).eval()), meta


def logits_of(chain, images, batch=2048):
    """Logits of N x 28 x 28 images, or of N x C x 28 x 28 raster planes."""
    out = []
    with torch.no_grad():
        for i in range(0, len(images), batch):
            x = torch.from_numpy(np.ascontiguousarray(images[i:i + batch]))
            x = x.unsqueeze(1) if x.dim() == 3 else x
            out.append(chain(x))
    return torch.cat(out).numpy() if out else np.zeros((0, 10), np.float32)
