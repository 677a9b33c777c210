# Tiny n-d array helpers and spec-formula references for gather / scatter / conv / reduce_window etc.
import itertools, math
def indices(shape): return itertools.product(*[range(d) for d in shape])
def size(shape): return math.prod(shape)
class A:
    def __init__(self, shape, data=None, fill=0):
        self.shape = list(shape); n = size(shape)
        self.data = list(data) if data is not None else [fill] * n
        assert len(self.data) == n, (shape, len(self.data))
    def off(self, idx):
        o = 0
        for i, d in zip(idx, self.shape): o = o * d + i
        return o
    def __getitem__(self, idx): return self.data[self.off(idx)]
    def __setitem__(self, idx, v): self.data[self.off(idx)] = v
    def inb(self, idx): return all(0 <= i < d for i, d in zip(idx, self.shape))
    def nested(self):
        def rec(shape, data):
            if not shape: return data[0]
            if shape[0] == 0: return []
            step = len(data) // shape[0] if shape[0] else 0
            return [rec(shape[1:], data[k * step:(k + 1) * step]) for k in range(shape[0])]
        return rec(self.shape, self.data)
    def lit(self, fmt=str):
        if size(self.shape) == 0: return ''
        def rec(x):
            if isinstance(x, list): return '[' + ', '.join(rec(y) for y in x) + ']'
            return fmt(x)
        return rec(self.nested())
def iota(shape): return A(shape, list(range(size(shape))))
def gather(op, si, offset_dims, collapsed, obatch, sbatch, start_index_map, ivd, slice_sizes):
    bshape = [d for k, d in enumerate(si.shape) if k != ivd]
    oshape = [s for k, s in enumerate(slice_sizes) if k not in collapsed and k not in obatch]
    rank = len(bshape) + len(oshape)
    rshape = []; bi = iter(bshape); oi = iter(oshape)
    for d in range(rank): rshape.append(next(oi) if d in offset_dims else next(bi))
    res = A(rshape)
    batch_dims = [d for d in range(rank) if d not in offset_dims]
    for ridx in indices(rshape):
        bidx = [ridx[d] for d in batch_dims]
        if ivd < len(si.shape):
            start = [si[tuple(bidx[:ivd] + [k] + bidx[ivd:])] for k in range(si.shape[ivd])]
        else:
            start = [si[tuple(bidx)]]
        fs = [0] * len(op.shape)
        for ds, do in enumerate(start_index_map):
            fs[do] = min(max(start[ds], 0), op.shape[do] - slice_sizes[do])
        fb = [0] * len(op.shape)
        for ob, sb in zip(obatch, sbatch):
            fb[ob] = bidx[sb - (0 if sb < ivd else 1)]
        oidx = [ridx[d] for d in offset_dims]
        fo = []; it = iter(oidx)
        for d in range(len(op.shape)): fo.append(0 if (d in collapsed or d in obatch) else next(it))
        res[ridx] = op[tuple(a + b + c for a, b, c in zip(fs, fb, fo))]
    return res
def scatter(inputs, si, updates, uwd, iwd, ibatch, sbatch, sd2od, ivd, comp):
    res = [A(x.shape, x.data) for x in inputs]
    ushape = updates[0].shape
    usd = [d for d in range(len(ushape)) if d not in uwd]
    for uidx in indices(ushape):
        usi = [uidx[d] for d in usd]
        if ivd < len(si.shape):
            start = [si[tuple(usi[:ivd] + [k] + usi[ivd:])] for k in range(si.shape[ivd])]
        else:
            start = [si[tuple(usi)]]
        fs = [0] * len(inputs[0].shape)
        for ds, di in enumerate(sd2od): fs[di] = start[ds]
        fb = [0] * len(inputs[0].shape)
        for ib, sb in zip(ibatch, sbatch): fb[ib] = usi[sb - (0 if sb < ivd else 1)]
        uwi = [uidx[d] for d in uwd]; it = iter(uwi); fw = []
        for d in range(len(inputs[0].shape)): fw.append(0 if (d in iwd or d in ibatch) else next(it))
        ri = tuple(a + b + c for a, b, c in zip(fs, fb, fw))
        if not res[0].inb(ri): continue   # out of bounds: skipped (XLA)
        new = comp([r[ri] for r in res], [u[uidx] for u in updates])
        for r, v in zip(res, new): r[ri] = v
    return res
def dot_general(lhs, rhs, lb, rb, lc, rc, wrapf=lambda v: v):
    lfree = [d for d in range(len(lhs.shape)) if d not in lb and d not in lc]
    rfree = [d for d in range(len(rhs.shape)) if d not in rb and d not in rc]
    rshape = [lhs.shape[d] for d in lb] + [lhs.shape[d] for d in lfree] + [rhs.shape[d] for d in rfree]
    res = A(rshape)
    cshape = [lhs.shape[d] for d in lc]
    for ridx in indices(rshape):
        bi = ridx[:len(lb)]; li = ridx[len(lb):len(lb) + len(lfree)]; ri = ridx[len(lb) + len(lfree):]
        acc = 0
        for ci in indices(cshape):
            l = [0] * len(lhs.shape); r = [0] * len(rhs.shape)
            for d, v in zip(lb, bi): l[d] = v
            for d, v in zip(rb, bi): r[d] = v
            for d, v in zip(lfree, li): l[d] = v
            for d, v in zip(rfree, ri): r[d] = v
            for d, v in zip(lc, ci): l[d] = v
            for d, v in zip(rc, ci): r[d] = v
            acc = acc + lhs[tuple(l)] * rhs[tuple(r)]
        res[ridx] = wrapf(acc)
    return res
def conv(lhs, rhs, ib, ifd, isp, ki, ko, ksp, ob, of, osp, strides=None, pad=None, lhs_dil=None, rhs_dil=None, rev=None, G=1, B=1, wrapf=lambda v: v):
    S = len(isp)
    strides = strides or [1] * S; pad = pad or [[0, 0]] * S; lhs_dil = lhs_dil or [1] * S; rhs_dil = rhs_dil or [1] * S; rev = rev or [False] * S
    N = lhs.shape[ib]; C = lhs.shape[ifd]; O = rhs.shape[ko]; CG = rhs.shape[ki]
    assert CG * G == C
    osz = []
    for s in range(S):
        n = lhs.shape[isp[s]]; k = rhs.shape[ksp[s]]
        dil_in = 0 if n == 0 else (n - 1) * lhs_dil[s] + 1
        padded = pad[s][0] + dil_in + pad[s][1]
        dw = 0 if k == 0 else (k - 1) * rhs_dil[s] + 1
        osz.append(0 if (padded <= 0 or dw > padded) else (padded - dw) // strides[s] + 1)
    rshape = [0] * (S + 2); rshape[ob] = N // B; rshape[of] = O
    for s in range(S): rshape[osp[s]] = osz[s]
    res = A(rshape)
    for ridx in indices(rshape):
        n = ridx[ob]; o = ridx[of]; os_ = [ridx[osp[s]] for s in range(S)]
        g_f = o // (O // G) if G > 1 else 0
        g_b = o // (O // B) if B > 1 else 0
        acc = 0
        for kidx in indices([rhs.shape[ksp[s]] for s in range(S)]):
            pos = []
            ok = True
            for s in range(S):
                K = rhs.shape[ksp[s]]
                kk = (K - 1 - kidx[s]) if rev[s] else kidx[s]
                p = os_[s] * strides[s] + kk * rhs_dil[s] - pad[s][0]
                if p < 0 or p % lhs_dil[s] != 0 or p // lhs_dil[s] >= lhs.shape[isp[s]]: ok = False; break
                pos.append(p // lhs_dil[s])
            if not ok: continue
            for ci in range(CG):
                l = [0] * (S + 2); r = [0] * (S + 2)
                l[ib] = g_b * (N // B) + n; l[ifd] = g_f * CG + ci
                for s in range(S): l[isp[s]] = pos[s]; r[ksp[s]] = kidx[s]
                r[ki] = ci; r[ko] = o
                acc = acc + lhs[tuple(l)] * rhs[tuple(r)]
        res[ridx] = wrapf(acc)
    return res
def reduce_window(inputs, inits, wd, ws=None, bd=None, wdil=None, pad=None, f=None):
    R = len(wd); ws = ws or [1] * R; bd = bd or [1] * R; wdil = wdil or [1] * R; pad = pad or [[0, 0]] * R
    shp = inputs[0].shape
    osz = []
    for d in range(R):
        dil_in = 0 if shp[d] == 0 else (shp[d] - 1) * bd[d] + 1
        padded = pad[d][0] + dil_in + pad[d][1]
        dw = (wd[d] - 1) * wdil[d] + 1
        osz.append(0 if (padded == 0 or dw > padded) else (padded - dw) // ws[d] + 1)
    res = [A(osz) for _ in inputs]
    for ridx in indices(osz):
        acc = list(inits)
        for k in indices(wd):
            vals = []
            for d in range(R):
                p = ridx[d] * ws[d] + k[d] * wdil[d] - pad[d][0]
                if p < 0 or p % bd[d] or p // bd[d] >= shp[d]: vals = None; break
                vals.append(p // bd[d])
            elems = list(inits) if vals is None else [x[tuple(vals)] for x in inputs]
            acc = f(acc, elems)
        for r, v in zip(res, acc): r[ridx] = v
    return res
def select_and_scatter(op, src, init, wd, ws, pad, sel, comb):
    R = len(wd)
    res = A(op.shape, [init] * size(op.shape))
    for sidx in indices(src.shape):
        best = None
        for k in indices(wd):
            p = [sidx[d] * ws[d] + k[d] - pad[d][0] for d in range(R)]
            if not op.inb(p): continue          # padding is never selected
            if best is None or not sel(op[tuple(best)], op[tuple(p)]): best = p
        if best is not None: res[tuple(best)] = comb(res[tuple(best)], src[sidx])
    return res
