#!/usr/bin/python3
"""PyTorch's VGG19 (torchvision's configuration "E" without batch norm; written out here because Debian
has no torchvision) on a batch of 224x224 images: the logits in eval mode, and the loss and the
gradient of every parameter for one training step (cross-entropy, mean over the batch). Weights are
torch's default initialisation with a fixed seed. Everything is written to OUT_DIR as .npy files in
Flux's conventions, in Fortran order, so that juxla's read_npy gives the Julia array directly:
  images      NCHW                    -> WHCN
  conv weight (Cout, Cin, kH, kW)     -> (kW, kH, Cin, Cout), reversed in kW and kH (Flux's Conv is a
                                          true convolution, torch's conv2d a cross-correlation)
  dense W     (out, in)               -> the same matrix; logits (N, 1000) -> (1000, N)
The flattening of torch's (C, H, W) per image and Flux's flatten of (W, H, C) agree element for element.

Weights are He-normal (kaiming_normal_, fan_in, relu gain) with biases uniform in ±0.01, drawn in
float32. The outputs are computed twice from them, in float32 and in float64 (files *_f32, *_f64):
float32 gradients of the early layers are ill-conditioned (an activation that rounds to the other side
of a relu or of a max pool's tie moves a whole gradient entry), so torch's own float32 gradients differ
from its float64 ones by up to ~1e-2 there; the float64 run is the oracle that 1e-3 can be held to,
and `selferr_*` records torch's float32-vs-float64 error per tensor for comparison.

usage: /usr/bin/python3 make_reference.py OUT_DIR [BATCH]
"""
import copy
import os
import sys

import numpy as np
import torch
import torch.nn as nn

CFG = [64, 64, "M", 128, 128, "M", 256, 256, 256, 256, "M", 512, 512, 512, 512, "M", 512, 512, 512, 512, "M"]


def vgg19():
    layers, c = [], 3
    for v in CFG:
        if v == "M":
            layers.append(nn.MaxPool2d(2, 2))
        else:
            layers += [nn.Conv2d(c, v, 3, padding=1), nn.ReLU()]
            c = v
    return nn.Sequential(*layers, nn.Flatten(), nn.Linear(512 * 7 * 7, 4096), nn.ReLU(), nn.Linear(4096, 4096), nn.ReLU(),
                         nn.Linear(4096, 1000))


def save(out, name, a):
    np.save(os.path.join(out, name + ".npy"), np.asfortranarray(a))


def conv_weight(w):  # (Cout, Cin, kH, kW) -> (kW, kH, Cin, Cout), flipped spatially
    return np.ascontiguousarray(w.detach().numpy().transpose(3, 2, 1, 0)[::-1, ::-1, :, :])


def relerr(a, b):
    a, b = a.double(), b.double()
    return float((a - b).norm() / b.norm())


def run(model, x, labels, out, tag):
    """Logits in eval mode, then one training step's loss and gradients; returns the gradients."""
    model.eval()
    with torch.no_grad():
        logits = model(x)
    save(out, f"logits_{tag}", logits.double().numpy().T)
    model.train()  # no dropout or batch norm: the same function
    model.zero_grad()
    loss = nn.functional.cross_entropy(model(x), labels)
    loss.backward()
    save(out, f"loss_{tag}", np.array([loss.item()], dtype=np.float64))
    grads = {}
    for kind, layers in (("conv", [m for m in model if isinstance(m, nn.Conv2d)]),
                         ("dense", [m for m in model if isinstance(m, nn.Linear)])):
        for i, m in enumerate(layers, 1):
            w = conv_weight(m.weight.grad) if kind == "conv" else m.weight.grad.numpy()
            save(out, f"grad_{kind}{i}_w_{tag}", np.asarray(w, dtype=np.float64))
            save(out, f"grad_{kind}{i}_b_{tag}", m.bias.grad.double().numpy())
            grads[f"{kind}{i}_w"], grads[f"{kind}{i}_b"] = m.weight.grad.clone(), m.bias.grad.clone()
    return logits, loss, grads


def main():
    out = sys.argv[1]
    batch = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(19)
    torch.set_num_threads(2)
    model = vgg19()
    for m in model:
        if isinstance(m, (nn.Conv2d, nn.Linear)):
            nn.init.kaiming_normal_(m.weight, nonlinearity="relu")
            nn.init.uniform_(m.bias, -0.01, 0.01)
    x = torch.randn(batch, 3, 224, 224)
    labels = torch.randint(0, 1000, (batch,))
    save(out, "x", x.numpy().transpose(3, 2, 1, 0))
    save(out, "labels", labels.numpy().astype(np.int64))
    convs = [m for m in model if isinstance(m, nn.Conv2d)]
    denses = [m for m in model if isinstance(m, nn.Linear)]
    for i, m in enumerate(convs, 1):
        save(out, f"conv{i}_w", conv_weight(m.weight))
        save(out, f"conv{i}_b", m.bias.detach().numpy())
    for i, m in enumerate(denses, 1):
        save(out, f"dense{i}_w", m.weight.detach().numpy())
        save(out, f"dense{i}_b", m.bias.detach().numpy())
    logits32, loss32, grads32 = run(model, x, labels, out, "f32")
    logits64, loss64, grads64 = run(copy.deepcopy(model).double(), x.double(), labels, out, "f64")
    save(out, "selferr_logits", np.array([relerr(logits32, logits64)]))
    for k in grads32:
        save(out, f"selferr_{k}", np.array([relerr(grads32[k], grads64[k])]))
    print(f"make_reference.py: VGG19 batch {batch}, loss {loss64.item():.6f} (float32 {loss32.item():.6f}), written to {out}")


if __name__ == "__main__":
    main()
