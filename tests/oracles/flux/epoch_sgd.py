# The oracle of tests/programs/staged/flux/epoch_train.jl: one epoch of SGD(lr = 0.1) over the batches
# 1:4, 5:8, 9:10 of the test's data, in order, with PyTorch 1.13 (float64). Its output, kept here, is
# what the test's numbers come from:
#   losses [1.1286537315122307, 1.0819035523530132, 1.084508504298252] 3.295065788163496
#   W1 [0.5358032947314031, 0.276514157735352, -0.9143554424755002, -0.41220537208693303, 0.9744397129201645, -0.8275933857026868, -0.9950821441892725, 0.7383836011713508, -0.007254182608671117, -0.6488499707457193, -0.12955083258571878, 0.8562950890095695]
#   b2 [-0.0008490443003192403, 0.026122463477035666, -0.025273419176716414]
#   sumW1 -0.5534554748266618 sumW2 -0.0626873766665641 sumb1 0.9968339502791888
import torch, math
torch.set_default_dtype(torch.float64)
# Julia column-major: x = sin.(reshape(1:30, 3, 10)) -> x[i, j] = sin(i + 3(j-1))
x = torch.tensor([[math.sin(i + 3*j) for j in range(10)] for i in range(1, 4)])  # 3x10
labels = [0, 1, 2, 1, 0, 2, 2, 1, 0, 1]
y = torch.zeros(3, 10)
for j, l in enumerate(labels): y[l, j] = 1
W1 = torch.tensor([[math.cos(i + 4*j) for j in range(3)] for i in range(1, 5)], requires_grad=True)  # 4x3 from reshape(1:12,4,3)
b1 = torch.tensor([0.1*k for k in range(1, 5)], requires_grad=True)
W2 = torch.tensor([[math.sin(i + 3*j)/2 for j in range(4)] for i in range(1, 4)], requires_grad=True)  # 3x4
b2 = torch.zeros(3, requires_grad=True)
opt = torch.optim.SGD([W1, b1, W2, b2], lr=0.1)
losses = []
for r in [range(0, 4), range(4, 8), range(8, 10)]:
    idx = list(r)
    xb, yb = x[:, idx], y[:, idx]
    h = torch.tanh(W1 @ xb + b1[:, None])
    z = W2 @ h + b2[:, None]
    loss = -(yb * torch.log_softmax(z, dim=0)).sum(0).mean()
    opt.zero_grad(); loss.backward(); opt.step()
    losses.append(loss.item())
print("losses", losses, sum(losses))
print("W1", W1.detach().flatten().tolist())   # row-major of the 4x3 matrix
print("b2", b2.detach().tolist())
print("sumW1", W1.sum().item(), "sumW2", W2.sum().item(), "sumb1", b1.sum().item())
