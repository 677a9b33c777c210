#!/usr/bin/python3
"""PyTorch fixtures for the recurrent layers, ConvTranspose and the implicit-parameter programs
(recurrent*.jl, conv_transpose*.jl, implicit*.jl), computed by Debian's python3-torch (1.13) and
written to data/ with names starting rnn_, convt_ or implicit_.

Run with: /usr/bin/python3 make_rnn_fixtures.py

Arrays are saved in Fortran order with the shape the Julia program uses (read_npy gives the same
indices). Conversions to Flux 0.16's conventions:
  sequences   torch batch_first (batch, len, in)  -> Julia (in, len, batch)
  states      torch (1, batch, hidden)            -> Julia (hidden, batch)
  Wi, Wh      torch weight_ih_l0 (gates*H, in), weight_hh_l0 (gates*H, H): the same matrices; the gate
              order is the same in both (LSTM: input, forget, cell, output; GRU: reset, update, new)
  bias        torch b_ih + b_hh (Flux has one bias); for the GRU torch's b_hn sits inside r .* (...)
              where Flux has none, so it is set to zero here
  ConvTranspose w  torch (Cin, Cout/g, kH, kW) -> Julia (kW, kH, Cout/g, Cin) reversed in kW and kH
              (Flux's ConvTranspose is the adjoint of its flipped-kernel Conv)
Inputs and weights are drawn in float32 and stored as float64 (exactly); outputs per precision.
"""
import os

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
DTYPES = (("f64", torch.float64), ("f32", torch.float32))
IN, H, LEN, BATCH = 3, 4, 5, 2


def save(name, a):
    if isinstance(a, torch.Tensor):
        a = a.detach().numpy()
    np.save(os.path.join(DATA, name + ".npy"), np.asfortranarray(a))


def seq(t):  # (batch, len, feat) -> (feat, len, batch)
    return t.permute(2, 1, 0)


def state(t):  # (1, batch, H) -> (H, batch)
    return t[0].t()


def recurrent():
    torch.manual_seed(21)
    x = torch.randn(BATCH, LEN, IN)
    save("rnn_x", seq(x).double())
    wy = torch.randn(BATCH, LEN, H)  # the loss is sum(y .* wy)
    save("rnn_wy", seq(wy).double())
    h0 = torch.randn(1, BATCH, H) * 0.5
    c0 = torch.randn(1, BATCH, H) * 0.5
    save("rnn_h0", state(h0).double())
    save("rnn_c0", state(c0).double())
    nets = {"rnn": torch.nn.RNN(IN, H, batch_first=True), "lstm": torch.nn.LSTM(IN, H, batch_first=True),
            "gru": torch.nn.GRU(IN, H, batch_first=True)}
    with torch.no_grad():
        nets["gru"].bias_hh_l0[2 * H:] = 0
    for name, net in nets.items():
        save(f"rnn_{name}_Wi", net.weight_ih_l0.double())
        save(f"rnn_{name}_Wh", net.weight_hh_l0.double())
        save(f"rnn_{name}_b", (net.bias_ih_l0 + net.bias_hh_l0).double())
        for tag, dt in DTYPES:
            n = net.to(dt)
            xs, ws = x.to(dt).detach().clone().requires_grad_(), wy.to(dt)
            hs = h0.to(dt).detach().clone()
            init = (hs, c0.to(dt)) if name == "lstm" else hs
            y0, _ = n(xs)  # zero initial state
            save(f"rnn_{tag}_{name}_y", seq(y0))
            y, last = n(xs, init)
            save(f"rnn_{tag}_{name}_yh0", seq(y))
            save(f"rnn_{tag}_{name}_last", state(last[0] if name == "lstm" else last))
            if name == "lstm":
                save(f"rnn_{tag}_{name}_lastc", state(last[1]))
            n.zero_grad()
            loss = (y0 * ws).sum()
            loss.backward()
            save(f"rnn_{tag}_{name}_loss", np.array([loss.item()]))
            save(f"rnn_{tag}_{name}_dWi", n.weight_ih_l0.grad)
            save(f"rnn_{tag}_{name}_dWh", n.weight_hh_l0.grad)
            save(f"rnn_{tag}_{name}_db", n.bias_ih_l0.grad)
            save(f"rnn_{tag}_{name}_dx", seq(xs.grad))
            n.to(torch.float32)


def gruv3():
    # Flux's GRUv3Cell has no PyTorch peer: NumPy float64 of its equations
    rng = np.random.default_rng(5)
    f32 = lambda *s: rng.standard_normal(s).astype(np.float32).astype(np.float64) * 0.5
    Wi, Wh, b, Whh = f32(3 * H, IN), f32(2 * H, H), f32(3 * H), f32(H, H)
    for name, a in (("Wi", Wi), ("Wh", Wh), ("b", b), ("Whh", Whh)):
        save(f"rnn_gruv3_{name}", a)
    x = np.load(os.path.join(DATA, "rnn_x.npy"))  # (in, len, batch)
    sig = lambda v: 1 / (1 + np.exp(-v))
    h = np.zeros((H, BATCH))
    ys = np.zeros((H, LEN, BATCH))
    for t in range(LEN):
        gx = Wi @ x[:, t, :]
        gh = Wh @ h
        r = sig(gx[:H] + gh[:H] + b[:H, None])
        z = sig(gx[H:2 * H] + gh[H:] + b[H:2 * H, None])
        ht = np.tanh(gx[2 * H:] + Whh @ (r * h) + b[2 * H:, None])
        h = (1 - z) * ht + z * h
        ys[:, t, :] = h
    save("rnn_f64_gruv3_y", ys)


def img(t):  # NCHW -> WHCN (NCL -> LCN)
    return t.permute(*reversed(range(t.dim())))


def convt_w(t):  # torch (Cin, Cout/g, k...) -> Flux (k reversed in order and flipped..., Cout/g, Cin)
    return img(t.flip(*range(2, t.dim())))


def conv_transpose():
    torch.manual_seed(31)
    x = torch.randn(2, 4, 5, 6)  # Julia (6, 5, 4, 2)
    save("convt_x", img(x).double())
    w = torch.randn(4, 3, 3, 2) * 0.5  # 4 => 3, kernel (kH, kW) = (3, 2): Julia (2, 3, 3, 4)
    wg = torch.randn(4, 3, 3, 3) * 0.5  # groups = 2, 4 => 6
    b = torch.randn(3) * 0.1
    x1 = torch.randn(2, 4, 7)  # conv_transpose1d
    w1 = torch.randn(4, 2, 3) * 0.5
    for name, a in (("w", w), ("wg", wg), ("w1", w1)):
        save(f"convt_{name}", convt_w(a).double())
    save("convt_b", b.double())
    save("convt_x1", img(x1).double())
    wy = torch.randn(2, 3, 9, 10)  # the loss weights for the "outpad" case's output
    save("convt_wy", img(wy).double())
    for tag, dt in DTYPES:
        xs, ws, wgs, bs = x.to(dt), w.to(dt), wg.to(dt), b.to(dt)
        # torch (H, W) settings; the Julia program passes them as (W, H)
        save(f"convt_{tag}_plain", img(F.conv_transpose2d(xs, ws, bs)))
        save(f"convt_{tag}_strided", img(F.relu(F.conv_transpose2d(xs, ws, bs, stride=(2, 1), padding=(1, 0)))))
        save(f"convt_{tag}_groups", img(F.conv_transpose2d(xs, wgs, None, stride=2, padding=1, groups=2)))
        save(f"convt_{tag}_1d", img(F.conv_transpose1d(x1.to(dt), w1.to(dt), None, stride=2, padding=1, output_padding=1)))
        xg = xs.detach().clone().requires_grad_()
        wgr = ws.detach().clone().requires_grad_()
        bgr = bs.detach().clone().requires_grad_()
        y = F.conv_transpose2d(xg, wgr, bgr, stride=2, padding=(1, 2), output_padding=(0, 1), dilation=(1, 2))
        save(f"convt_{tag}_outpad", img(y))
        loss = (torch.tanh(y) * wy.to(dt)).sum()
        loss.backward()
        save(f"convt_{tag}_loss", np.array([loss.item()]))
        save(f"convt_{tag}_dw", convt_w(wgr.grad))
        save(f"convt_{tag}_db", bgr.grad)
        save(f"convt_{tag}_dx", img(xg.grad))


if __name__ == "__main__":
    os.makedirs(DATA, exist_ok=True)
    recurrent()
    gruv3()
    conv_transpose()
