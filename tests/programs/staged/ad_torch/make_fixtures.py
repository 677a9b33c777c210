#!/usr/bin/python3
"""PyTorch fixtures for the ad_torch programs: weights, inputs, labels, the loss and every parameter
gradient of an MLP, a small CNN and a scaled-down VGG-style net under softmax cross-entropy.

Run with Debian's python3-torch (1.13): /usr/bin/python3 make_fixtures.py

Every file is written in Fortran order with the shape the Julia program uses, so read_npy gives
the array with the same indices (a[i, j] here is A[i+1, j+1] there). Conversions to Flux/NNlib:
  images   torch NCHW            -> Julia WHCN
  conv w   torch (Cout,Cin,kH,kW) -> Julia (kW,kH,Cin,Cout), reversed in kW and kH, because NNlib's
           conv (flipped=false, as Flux's Conv calls it) is a true convolution, torch's a
           cross-correlation; the gradient gets the same conversion
  dense    torch x @ W.T + b with W (out,in) -> Julia W * x .+ b with the same W, x (in,batch)
  labels   0-based class indices (int64); the Julia side adds 1
Weights and inputs are drawn in float32 and stored once as float64 (exactly), so both precisions
use the same values; the loss and gradients are stored per precision, computed in that precision.
"""
import os

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")


def save(name, a):
    np.save(os.path.join(DATA, name + ".npy"), np.asfortranarray(a))


# torch layout -> Julia layout, per kind of tensor
def image_to_julia(t):  # (N,C,H,W) -> (W,H,C,N)
    return t.permute(3, 2, 1, 0).numpy()


def conv_w_to_julia(t):  # (Cout,Cin,kH,kW) -> (kW,kH,Cin,Cout), kernel reversed
    return t.flip(2, 3).permute(3, 2, 1, 0).numpy()


def features_to_julia(t):  # (batch,in) -> (in,batch)
    return t.t().numpy()


def plain(t):  # dense weights (out,in) and biases keep their shape
    return t.numpy()


class MLP(torch.nn.Module):
    # 8 -> 16 tanh -> 12 relu -> 5
    def __init__(self):
        super().__init__()
        self.l1 = torch.nn.Linear(8, 16)
        self.l2 = torch.nn.Linear(16, 12)
        self.l3 = torch.nn.Linear(12, 5)

    def forward(self, x):
        return self.l3(torch.relu(self.l2(torch.tanh(self.l1(x)))))

    def layout(self):
        return [("W1", self.l1.weight, plain), ("b1", self.l1.bias, plain),
                ("W2", self.l2.weight, plain), ("b2", self.l2.bias, plain),
                ("W3", self.l3.weight, plain), ("b3", self.l3.bias, plain)]


class SmallCNN(torch.nn.Module):
    # conv 3x2 (kH x kW), 2 -> 4 channels, relu, maxpool 2, dense 64 -> 5; H != W and a non-square
    # kernel so that a swapped or unflipped axis shows
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(2, 4, (3, 2))
        self.fc = torch.nn.Linear(4 * 4 * 4, 5)

    def forward(self, x):
        h = F.max_pool2d(torch.relu(self.conv(x)), 2)
        return self.fc(h.flatten(1))  # NCHW flatten = Julia's WHC reshape

    def layout(self):
        return [("cw", self.conv.weight, conv_w_to_julia), ("cb", self.conv.bias, plain),
                ("W", self.fc.weight, plain), ("b", self.fc.bias, plain)]


class VGGSmall(torch.nn.Module):
    # three VGG blocks (two 3x3 pad-1 convs + relu each, then maxpool 2) on 16x16, 3 -> 4 -> 8 -> 8
    # channels, then dense 32 -> 16 relu -> 10
    def __init__(self):
        super().__init__()
        chans = [(3, 4), (4, 4), (4, 8), (8, 8), (8, 8), (8, 8)]
        self.convs = torch.nn.ModuleList([torch.nn.Conv2d(i, o, 3, padding=1) for i, o in chans])
        self.fc1 = torch.nn.Linear(8 * 2 * 2, 16)
        self.fc2 = torch.nn.Linear(16, 10)

    def forward(self, x):
        for k in range(0, 6, 2):
            x = torch.relu(self.convs[k](x))
            x = F.max_pool2d(torch.relu(self.convs[k + 1](x)), 2)
        return self.fc2(torch.relu(self.fc1(x.flatten(1))))

    def layout(self):
        out = []
        for k, c in enumerate(self.convs):
            out += [(f"c{k + 1}w", c.weight, conv_w_to_julia), (f"c{k + 1}b", c.bias, plain)]
        return out + [("W1", self.fc1.weight, plain), ("b1", self.fc1.bias, plain),
                      ("W2", self.fc2.weight, plain), ("b2", self.fc2.bias, plain)]


def make(name, model_cls, x_shape, x_to_julia, classes, seed):
    torch.manual_seed(seed)
    model32 = model_cls()
    x32 = torch.randn(*x_shape)
    labels = torch.randint(0, classes, (x_shape[0],))
    for pname, p, conv in model32.layout():
        save(f"{name}_{pname}", conv(p.detach().double()))
    save(f"{name}_x", x_to_julia(x32.double()))
    save(f"{name}_labels", labels.numpy().astype(np.int64))
    grads64 = {}
    for tag, dtype in (("f64", torch.float64), ("f32", torch.float32)):
        model = model_cls()
        model.load_state_dict(model32.state_dict())
        model = model.to(dtype)
        loss = F.cross_entropy(model(x32.to(dtype)), labels)  # mean over the batch
        loss.backward()
        save(f"{name}_{tag}_loss", np.array([loss.item()], dtype=loss.detach().numpy().dtype))
        worst = 0.0
        for pname, p, conv in model.layout():
            g = conv(p.grad.detach())
            save(f"{name}_{tag}_d{pname}", g)
            # a zero gradient would make the relative check meaningless, and float32 torch must sit
            # well inside the 1e-4 tolerance of float64 torch for it to be an oracle
            assert np.linalg.norm(g) > 0, (name, pname)
            if tag == "f64":
                grads64[pname] = g
            else:
                err = np.linalg.norm(g - grads64[pname]) / np.linalg.norm(grads64[pname])
                assert err < 1e-5, (name, pname, err)
                worst = max(worst, err)
        print(f"{name} {tag} loss {loss.item():.6f}" + (f" (vs f64: {worst:.1e})" if tag == "f32" else ""))


def main():
    os.makedirs(DATA, exist_ok=True)
    torch.set_num_threads(1)
    make("mlp", MLP, (6, 8), features_to_julia, 5, seed=1)
    make("cnn", SmallCNN, (3, 2, 10, 9), image_to_julia, 5, seed=2)
    make("vgg", VGGSmall, (2, 3, 16, 16), image_to_julia, 10, seed=3)


if __name__ == "__main__":
    main()
