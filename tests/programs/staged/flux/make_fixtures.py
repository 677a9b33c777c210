#!/usr/bin/python3
"""PyTorch fixtures for the flux programs: layer outputs, losses, optimiser steps and a short MLP
training run, computed by Debian's python3-torch (1.13) with the same inputs, written to data/.

Run with: /usr/bin/python3 make_fixtures.py

Every array is saved in Fortran order with the shape the Julia program uses, so read_npy gives the
array with the same indices. Conversions to Flux's conventions:
  features    torch (batch, in)          -> Julia (in, batch)
  dense W     torch (out, in)            -> Julia (out, in), the same matrix
  images      torch NCHW                 -> Julia WHCN
  Conv w      torch (Cout, Cin/g, kH, kW) -> Julia (kW, kH, Cin/g, Cout) reversed in kW and kH: Flux's
              Conv is a true convolution (NNlib's flipped = false), torch's conv2d a cross-correlation
  CrossCor w  the same permutation without the reversal
  stride, pad, dilation  torch (H, W)    -> Julia (W, H)
Inputs and weights are drawn in float32 and stored as float64 (exactly), so the Float64 and Float32
runs of a program read the same values; outputs are computed and stored per precision.
"""
import os

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
EPS32 = float(np.float32(1e-5))  # Flux's 1f-5, as torch's eps


def save(name, a):
    if isinstance(a, torch.Tensor):
        a = a.detach().numpy()
    np.save(os.path.join(DATA, name + ".npy"), np.asfortranarray(a))


def img(t):  # NCHW -> WHCN
    return t.permute(3, 2, 1, 0)


def feat(t):  # (batch, in) -> (in, batch)
    return t.t()


def conv_w(t):  # torch kernel -> Flux Conv kernel
    return t.flip(2, 3).permute(3, 2, 1, 0)


def crosscor_w(t):  # torch kernel -> Flux CrossCor kernel
    return t.permute(3, 2, 1, 0)


DTYPES = (("f64", torch.float64), ("f32", torch.float32))


def dense():
    # Chain(Dense(4 => 6, tanh), Dense(6 => 3, relu), Dense(3 => 2)) on 5 samples, then softmax
    torch.manual_seed(11)
    x = torch.randn(5, 4)
    ws = [torch.randn(6, 4) * 0.5, torch.randn(3, 6) * 0.5, torch.randn(2, 3) * 0.5]
    bs = [torch.randn(6) * 0.1, torch.randn(3) * 0.1, torch.randn(2) * 0.1]
    save("dense_x", feat(x).double())
    for i, (w, b) in enumerate(zip(ws, bs)):
        save(f"dense_W{i + 1}", w.double())
        save(f"dense_b{i + 1}", b.double())
    for tag, dt in DTYPES:
        w = [a.to(dt).requires_grad_() for a in ws]
        b = [a.to(dt).requires_grad_() for a in bs]
        h1 = torch.tanh(x.to(dt) @ w[0].t() + b[0])
        h2 = torch.relu(h1 @ w[1].t() + b[1])
        y = h2 @ w[2].t() + b[2]
        save(f"dense_{tag}_h1", feat(h1))
        save(f"dense_{tag}_y", feat(y))
        save(f"dense_{tag}_softmax", feat(torch.softmax(y, dim=1)))
        loss = (y ** 2).sum()  # gradient of sum(abs2, model(x))
        loss.backward()
        for i in range(3):
            save(f"dense_{tag}_dW{i + 1}", w[i].grad)
            save(f"dense_{tag}_db{i + 1}", b[i].grad)


def conv():
    torch.manual_seed(12)
    x = torch.randn(2, 4, 7, 6)  # N, C, H, W
    w = torch.randn(3, 4, 3, 2) * 0.3  # Cout 3, kH 3, kW 2
    b = torch.randn(3) * 0.1
    wg = torch.randn(6, 2, 2, 3) * 0.3  # groups = 2: Cin/g = 2, Cout 6, kH 2, kW 3
    save("conv_x", img(x).double())
    save("conv_w", conv_w(w).double())
    save("conv_w_crosscor", crosscor_w(w).double())
    save("conv_b", b.double())
    save("conv_wg", conv_w(wg).double())
    for tag, dt in DTYPES:
        xd, wd, bd = x.to(dt), w.to(dt), b.to(dt)
        # Conv((2, 3), 4 => 3, relu; stride = (1, 2), pad = (1, 0), dilation = (1, 1)) in Flux's (W, H) order
        y = torch.relu(F.conv2d(xd, wd, bd, stride=(2, 1), padding=(0, 1)))
        save(f"conv_{tag}_strided", img(y))
        y = F.conv2d(xd, wd, bd, padding=(2, 1), dilation=(2, 1))  # Flux pad (1, 2), dilation (1, 2)
        save(f"conv_{tag}_dilated", img(y))
        y = F.conv2d(xd, wg.to(dt), None, groups=2, padding=(1, 1))  # Conv(..., groups = 2, pad = 1, bias = false)
        save(f"conv_{tag}_groups", img(y))
        save(f"conv_{tag}_crosscor", img(F.conv2d(xd, wd, bd)))  # CrossCor with the unflipped kernel
        save(f"conv_{tag}_maxpool", img(F.max_pool2d(xd, 2)))  # MaxPool((2, 2)): floor, drops a row
        save(f"conv_{tag}_meanpool", img(F.avg_pool2d(xd, 3, stride=1, padding=1)))  # MeanPool((3,3); pad=1, stride=1)
        save(f"conv_{tag}_maxpool_s1", img(F.max_pool2d(xd, (2, 3), stride=(1, 2))))  # MaxPool((3, 2); stride = (2, 1))
        save(f"conv_{tag}_globalmean", img(xd.mean(dim=(2, 3), keepdim=True)))
        save(f"conv_{tag}_adaptive", img(F.adaptive_avg_pool2d(xd[:, :, :6, :], (3, 2))))  # (6, 6) -> (2, 3) in Julia order


def cnn():
    # Chain(Conv((3, 3), 2 => 4, relu; pad = 1), MaxPool((2, 2)), Flux.flatten, Dense(36 => 3)) on 6x6 images,
    # logitcrossentropy; loss and every gradient
    torch.manual_seed(13)
    x = torch.randn(5, 2, 6, 6)
    w = torch.randn(4, 2, 3, 3) * 0.3
    b = torch.randn(4) * 0.1
    W = torch.randn(3, 36) * 0.2
    bb = torch.randn(3) * 0.1
    labels = torch.tensor([0, 2, 1, 2, 0])
    save("cnn_x", img(x).double())
    save("cnn_w", conv_w(w).double())
    save("cnn_b", b.double())
    save("cnn_W", W.double())
    save("cnn_bb", bb.double())
    save("cnn_labels", labels.numpy().astype(np.int64))
    for tag, dt in DTYPES:
        p = [a.to(dt).requires_grad_() for a in (w, b, W, bb)]
        h = F.max_pool2d(torch.relu(F.conv2d(x.to(dt), p[0], p[1], padding=1)), 2)
        logits = h.flatten(1) @ p[2].t() + p[3]  # NCHW flatten = Julia's WHC reshape
        loss = F.cross_entropy(logits, labels)
        loss.backward()
        save(f"cnn_{tag}_loss", np.array([loss.item()]))
        save(f"cnn_{tag}_dw", conv_w(p[0].grad))
        save(f"cnn_{tag}_db", p[1].grad)
        save(f"cnn_{tag}_dW", p[2].grad)
        save(f"cnn_{tag}_dbb", p[3].grad)


def norm():
    # BatchNorm(3) on (4, 2, 3, 5) WHCN in training mode (under a gradient), then in test mode;
    # LayerNorm(4) with Flux's normalise, (x - mean) / (std + eps)
    torch.manual_seed(14)
    x = torch.randn(5, 3, 2, 4) * 2 + 1
    gamma = torch.rand(3) + 0.5
    beta = torch.randn(3) * 0.1
    weights = torch.randn(5, 3, 2, 4)  # the loss sum(weights .* bn(x))
    xl = torch.randn(6, 4) * 3
    save("norm_x", img(x).double())
    save("norm_gamma", gamma.double())
    save("norm_beta", beta.double())
    save("norm_weights", img(weights).double())
    save("norm_xl", feat(xl).double())
    for tag, dt in DTYPES:
        xd = x.to(dt).requires_grad_()
        g = gamma.to(dt).requires_grad_()
        bt = beta.to(dt).requires_grad_()
        rm, rv = torch.zeros(3, dtype=dt), torch.ones(3, dtype=dt)
        y = F.batch_norm(xd, rm, rv, g, bt, training=True, momentum=0.1, eps=EPS32)
        (weights.to(dt) * y).sum().backward()
        save(f"norm_{tag}_train", img(y))
        save(f"norm_{tag}_dx", img(xd.grad))
        save(f"norm_{tag}_dgamma", g.grad)
        save(f"norm_{tag}_dbeta", bt.grad)
        save(f"norm_{tag}_mean", rm)
        save(f"norm_{tag}_var", rv)
        yt = F.batch_norm(x.to(dt), rm, rv, g.detach(), bt.detach(), training=False, eps=EPS32)
        save(f"norm_{tag}_test", img(yt))
        xld = xl.to(dt)
        mu = xld.mean(dim=1, keepdim=True)
        sd = xld.std(dim=1, unbiased=False, keepdim=True)
        save(f"norm_{tag}_layernorm", feat((xld - mu) / (sd + EPS32)))


def losses():
    torch.manual_seed(15)
    yhat = torch.randn(4, 6)  # 4 classes, 6 samples (Julia (4, 6))
    labels = torch.tensor([0, 3, 1, 1, 2, 3])
    onehot = F.one_hot(labels, 4).t().double()
    prob = torch.softmax(torch.randn(4, 6), dim=0)
    ybin = (torch.rand(7) > 0.5).double()
    logit = torch.randn(7) * 2
    target = torch.randn(4, 6)
    save("loss_yhat", yhat.double())
    save("loss_labels", labels.numpy().astype(np.int64))
    save("loss_prob", prob.double())
    save("loss_ybin", ybin)
    save("loss_logit", logit.double())
    save("loss_target", target.double())
    out = {}
    for tag, dt in DTYPES:
        yh, y, p, t = yhat.to(dt), onehot.to(dt), prob.to(dt), target.to(dt)
        yb, lg = ybin.to(dt), logit.to(dt)
        e = torch.finfo(dt).eps
        vals = [
            F.mse_loss(yh, t),
            F.l1_loss(yh, t),
            F.mse_loss(yh, t, reduction="sum"),
            F.huber_loss(yh, t, delta=1.0),
            -(y * F.log_softmax(yh, dim=0)).sum(dim=0).mean(),  # logitcrossentropy
            -(y * F.log_softmax(yh, dim=0)).sum(dim=0).sum(),  # agg = sum
            -torch.xlogy(y, p + e).sum(dim=0).mean(),  # crossentropy
            (-torch.xlogy(yb, torch.sigmoid(lg) + e) - torch.xlogy(1 - yb, 1 - torch.sigmoid(lg) + e)).mean(),
            F.binary_cross_entropy_with_logits(lg, yb),  # logitbinarycrossentropy
            (torch.xlogy(p, p).sum(dim=0) - torch.xlogy(p, torch.softmax(yh, dim=0) + e).sum(dim=0)).mean(),  # kldivergence
        ]
        out[tag] = np.array([v.item() for v in vals])
        save(f"loss_{tag}", out[tag])


def optimisers():
    # three steps of each rule from one start, with three given gradients
    torch.manual_seed(16)
    x0 = torch.randn(3, 4)
    grads = [torch.randn(3, 4) for _ in range(3)]
    grads[2][0, 0] = 25.0  # something for ClipGrad and ClipNorm to clip
    save("opt_x0", x0.double())
    for i, g in enumerate(grads):
        save(f"opt_g{i + 1}", g.double())

    def run(tag, dt, make, pre=None):
        p = torch.nn.Parameter(x0.to(dt).clone())
        opt = make([p])
        for g in grads:
            p.grad = g.to(dt).clone()
            if pre is not None:
                pre(p)
            opt.step()
        return p.detach()

    def clipnorm(p):  # Optimisers' ClipNorm(1.0): dx * min(1 / norm(dx), 1)
        p.grad *= min(1.0 / p.grad.norm().item(), 1.0)

    for tag, dt in DTYPES:
        rules = [
            ("descent", lambda ps: torch.optim.SGD(ps, lr=0.1), None),
            ("momentum", lambda ps: torch.optim.SGD(ps, lr=0.01, momentum=0.9), None),
            ("nesterov", lambda ps: torch.optim.SGD(ps, lr=0.001, momentum=0.9, nesterov=True), None),
            ("rmsprop", lambda ps: torch.optim.RMSprop(ps, lr=0.001, alpha=0.9, eps=1e-8), None),
            ("rmsprop_centred", lambda ps: torch.optim.RMSprop(ps, lr=0.001, alpha=0.9, eps=1e-8, centered=True), None),
            ("adam", lambda ps: torch.optim.Adam(ps, lr=0.001, betas=(0.9, 0.999), eps=1e-8), None),
            ("adam_lr", lambda ps: torch.optim.Adam(ps, lr=0.1, betas=(0.8, 0.9), eps=1e-8), None),
            ("adamw", lambda ps: torch.optim.AdamW(ps, lr=0.01, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.1), None),
            ("adagrad", lambda ps: torch.optim.Adagrad(ps, lr=0.1, eps=1e-8, initial_accumulator_value=1e-8), None),
            ("weightdecay", lambda ps: torch.optim.SGD(ps, lr=0.1, weight_decay=0.05), None),
            ("clipgrad", lambda ps: torch.optim.SGD(ps, lr=0.1), lambda p: p.grad.clamp_(-1.0, 1.0)),
            ("clipnorm", lambda ps: torch.optim.SGD(ps, lr=0.1), clipnorm),
        ]
        for name, make, pre in rules:
            save(f"opt_{tag}_{name}", run(tag, dt, make, pre))


def mlp_train():
    # Chain(Dense(4 => 8, tanh), Dense(8 => 8, relu), Dense(8 => 3)) trained with Adam() on 24 samples,
    # full batch, 25 steps of logitcrossentropy; the loss before every step and the final weights
    torch.manual_seed(17)
    n = 24
    labels = torch.randint(0, 3, (n,))
    centers = torch.tensor([[1.0, 0.0, -1.0, 0.5], [-1.0, 1.0, 0.0, -0.5], [0.0, -1.0, 1.0, 1.0]])
    x = centers[labels] + 0.5 * torch.randn(n, 4)
    layers = [torch.nn.Linear(4, 8), torch.nn.Linear(8, 8), torch.nn.Linear(8, 3)]
    save("mlp_x", feat(x).double())
    save("mlp_labels", labels.numpy().astype(np.int64))
    for i, l in enumerate(layers):
        save(f"mlp_W{i + 1}", l.weight.double())
        save(f"mlp_b{i + 1}", l.bias.double())
    steps = 25
    for tag, dt in DTYPES:
        ps = []
        for l in layers:
            ps += [torch.nn.Parameter(l.weight.detach().to(dt).clone()), torch.nn.Parameter(l.bias.detach().to(dt).clone())]
        opt = torch.optim.Adam(ps, lr=0.001, betas=(0.9, 0.999), eps=1e-8)
        xs = x.to(dt)
        curve = []
        for _ in range(steps):
            h = torch.tanh(xs @ ps[0].t() + ps[1])
            h = torch.relu(h @ ps[2].t() + ps[3])
            loss = F.cross_entropy(h @ ps[4].t() + ps[5], labels)
            curve.append(loss.item())
            opt.zero_grad()
            loss.backward()
            opt.step()
        save(f"mlp_{tag}_losses", np.array(curve))
        for i in range(3):
            save(f"mlp_{tag}_W{i + 1}", ps[2 * i])
            save(f"mlp_{tag}_b{i + 1}", ps[2 * i + 1])
        print(f"mlp {tag}: loss {curve[0]:.6f} -> {curve[-1]:.6f}")


def main():
    os.makedirs(DATA, exist_ok=True)
    torch.set_num_threads(1)
    dense()
    conv()
    cnn()
    norm()
    losses()
    optimisers()
    mlp_train()


if __name__ == "__main__":
    main()
