// Fusion planning (see fusion.h). One walk over the block in order: an op the fused kernel takes
// joins the clusters of the operands it reads element for element, when the merged cluster can
// still run at one point — at this op, the last of it — which holds when
//   1. no op outside it reads one of its values before this op (it would read nothing yet), and
//   2. no op inside reads a value of the cluster other than element for element (through a
//      broadcast, or a reduction's result: those exist only once the whole cluster has run).
#include "backends/cpu/fusion.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "backends/cpu/fused_kernel.h"

namespace juxla::cpu {

namespace {

using ir::Block;
using ir::OpCode;
using ir::Operation;
using ir::Value;

constexpr size_t kMaxClusterOps = 64;  // keeps the legality checks and the program small

std::string shapeText(std::span<const int64_t> shape) { return shape.empty() ? "a scalar" : ir::shapeStr(shape); }

std::vector<int64_t> reduceDims(const Operation& op) {
  std::vector<int64_t> d(op.attr("dimensions").ints().begin(), op.attr("dimensions").ints().end());
  std::sort(d.begin(), d.end());
  return d;
}

class FusionPlanner {
 public:
  // `readersRunAt`: where an earlier plan ran each clustered op (its cluster's last op); a reader
  // counts at that position instead of its own (see planFusion).
  explicit FusionPlanner(const Block& b, const std::unordered_map<const Operation*, int64_t>* readersRunAt = nullptr)
      : block_(b), readersRunAt_(readersRunAt) {
    int64_t i = 0;
    for (const Operation& op : b) pos_[&op] = i++;
  }

  BlockFusion plan() {
    for (const Operation& op : block_) {
      if (op.hasTrait(ir::kTerminator) || op.is(OpCode::Constant)) continue;
      visit(op);
    }
    return finish();
  }

 private:
  struct Group {
    std::vector<const Operation*> ops;
    std::vector<int64_t> shape;
    std::vector<int64_t> dims;  // of its reductions
    bool computes = false;      // has more than views
    bool alive = true;
  };

  std::string where(const Operation* op) { return std::string(op->name()) + " (op " + std::to_string(pos_.at(op)) + ")"; }

  // The op of this block that holds `user` (itself, or an op whose region it is in).
  const Operation* inBlock(const Operation* user) {
    while (user && user->block() != &block_) user = user->parentOp();
    return user;
  }

  // Whether `op` reads operand `i` element for element over the iteration shape `shape`.
  static bool direct(const Operation& op, size_t i, FusedRole role, std::span<const int64_t> shape) {
    if (role == FusedRole::Reduce) return i == 0;
    if (role == FusedRole::View) return false;
    auto s = op.operand(i)->type().shape();
    return std::equal(s.begin(), s.end(), shape.begin(), shape.end());
  }

  std::optional<std::string> illegal(const std::vector<const Operation*>& ops, const Operation& last) {
    std::unordered_set<const Operation*> in(ops.begin(), ops.end());
    for (const Operation* q : ops) {
      for (const Value* v : q->results())
        for (ir::Use u : v->uses()) {
          const Operation* at = inBlock(u.user);
          if (at && !in.count(at) && readerPosition(at) < pos_.at(&last))
            return "the result of " + where(q) + " is used by " + where(at) + " before it";
        }
      FusedRole role = fusedSupport(*q).role;
      std::span<const int64_t> shape = role == FusedRole::Reduce ? q->operand(0)->type().shape() : q->result(0)->type().shape();
      for (size_t i = 0; i < q->numOperands(); ++i) {
        const Operation* p = q->operand(i)->definingOp();
        if (!p || !in.count(p)) continue;
        if (!direct(*q, i, role, shape) || p->is(OpCode::Reduce))
          return where(q) + " would read " + where(p) + " of the same cluster other than element for element";
      }
    }
    return std::nullopt;
  }

  // Only pads move: read as views, they compute nothing where they stand and run with the cluster
  // that reads them (a maxpool gradient's, at the end of its sum).
  int64_t readerPosition(const Operation* at) const {
    if (readersRunAt_ && at->is(OpCode::Pad) && fusedSupport(*at).ok)
      if (auto it = readersRunAt_->find(at); it != readersRunAt_->end()) return it->second;
    return pos_.at(at);
  }

  void note(const Operation& op, std::string reason) { notes_.push_back({&op, -1, std::move(reason)}); }

  void visit(const Operation& op) {
    FusedSupport s = fusedSupport(op);
    if (!s.ok) return note(op, s.reason);
    std::vector<int64_t> shape;
    {
      auto sp = s.role == FusedRole::Reduce ? op.operand(0)->type().shape() : op.result(0)->type().shape();
      shape.assign(sp.begin(), sp.end());
    }
    std::vector<int64_t> dims = s.role == FusedRole::Reduce ? reduceDims(op) : std::vector<int64_t>{};
    std::vector<size_t> candidates;
    for (size_t i = 0; i < op.numOperands(); ++i) {
      const Operation* p = op.operand(i)->definingOp();
      if (!direct(op, i, s.role, shape) || !p || p->block() != &block_ || !groupOf_.count(p)) continue;
      size_t g = groupOf_.at(p);
      if (std::find(candidates.begin(), candidates.end(), g) == candidates.end()) candidates.push_back(g);
    }
    std::vector<const Operation*> members{&op};
    std::vector<size_t> merged;
    // Why each candidate was refused. A refusal for a value read by another candidate's op may
    // go away once that candidate has joined: try again until nothing more joins.
    std::vector<std::string> why(candidates.size());
    for (bool progress = true; progress;) {
      progress = false;
      for (size_t k = 0; k < candidates.size(); ++k) {
        size_t g = candidates[k];
        const Group& group = groups_[g];
        if (std::find(merged.begin(), merged.end(), g) != merged.end()) continue;
        if (group.shape != shape) {
          why[k] = "it iterates over " + shapeText(group.shape) + ", this op over " + shapeText(shape);
          continue;
        }
        if (!dims.empty() && !group.dims.empty() && group.dims != dims) {
          why[k] = "it reduces other dimensions";
          continue;
        }
        if (members.size() + group.ops.size() > kMaxClusterOps) {
          why[k] = "the cluster would pass " + std::to_string(kMaxClusterOps) + " ops";
          continue;
        }
        std::vector<const Operation*> trial = members;
        trial.insert(trial.end(), group.ops.begin(), group.ops.end());
        if (std::optional<std::string> reason = illegal(trial, op)) {
          why[k] = *reason;
          continue;
        }
        members = std::move(trial);
        merged.push_back(g);
        if (!group.dims.empty()) dims = group.dims;
        progress = true;
      }
    }
    std::string refusals;
    for (size_t k = 0; k < candidates.size(); ++k)
      if (std::find(merged.begin(), merged.end(), candidates[k]) == merged.end())
        refusals += (refusals.empty() ? "" : "; ") + std::string("not with the cluster of ") +
                    where(groups_[candidates[k]].ops.back()) + ": " + why[k];
    if (s.role == FusedRole::Reduce && merged.empty())
      return note(op, "its input is not computed by a cluster" + (refusals.empty() ? "" : " (" + refusals + ")"));
    Group next;
    next.ops = members;
    next.shape = shape;
    next.dims = dims;
    next.computes = s.role != FusedRole::View;
    for (size_t g : merged) {
      groups_[g].alive = false;
      next.computes = next.computes || groups_[g].computes;
    }
    std::sort(next.ops.begin(), next.ops.end(), [&](const Operation* x, const Operation* y) { return pos_.at(x) < pos_.at(y); });
    groups_.push_back(std::move(next));
    for (const Operation* m : groups_.back().ops) groupOf_[m] = groups_.size() - 1;
    notes_.push_back({&op, 0, refusals});
  }

  BlockFusion finish() {
    BlockFusion out;
    std::vector<size_t> order;
    for (size_t g = 0; g < groups_.size(); ++g)
      if (groups_[g].alive && groups_[g].computes) order.push_back(g);
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return pos_.at(groups_[a].ops.back()) < pos_.at(groups_[b].ops.back()); });
    std::unordered_map<size_t, int> idOf;
    for (size_t g : order) {
      idOf[g] = int(out.clusters.size());
      out.clusters.push_back(cluster(groups_[g]));
    }
    for (FusionNote& n : notes_) {
      if (n.cluster < 0) continue;
      auto it = idOf.find(groupOf_.at(n.op));
      if (it != idOf.end()) {
        n.cluster = it->second;
      } else {
        n.cluster = -1;
        n.reason = "a " + std::string(n.op->name()) + " of its own is a copy: the data-movement kernel does it";
      }
    }
    std::sort(notes_.begin(), notes_.end(), [&](const FusionNote& a, const FusionNote& b) { return pos_.at(a.op) < pos_.at(b.op); });
    out.notes = std::move(notes_);
    return out;
  }

  FusionCluster cluster(const Group& g) {
    FusionCluster c;
    c.ops = g.ops;
    c.shape = g.shape;
    std::unordered_set<const Operation*> in(g.ops.begin(), g.ops.end());
    for (const Operation* q : g.ops) {
      for (const Value* v : q->operands()) {
        const Operation* p = v->definingOp();
        if ((!p || !in.count(p)) && std::find(c.inputs.begin(), c.inputs.end(), v) == c.inputs.end()) c.inputs.push_back(v);
      }
      for (const Value* v : q->results())
        for (ir::Use u : v->uses()) {
          const Operation* at = inBlock(u.user);
          if ((!at || !in.count(at)) && std::find(c.outputs.begin(), c.outputs.end(), v) == c.outputs.end()) c.outputs.push_back(v);
        }
    }
    return c;
  }

  const Block& block_;
  const std::unordered_map<const Operation*, int64_t>* readersRunAt_ = nullptr;
  std::unordered_map<const Operation*, int64_t> pos_;
  std::vector<Group> groups_;
  std::unordered_map<const Operation*, size_t> groupOf_;
  std::vector<FusionNote> notes_;
};

}  // namespace

namespace {

// Where each op of `b` runs under `f`: a clustered op at its cluster's last op, any other at its own.
std::unordered_map<const Operation*, int64_t> runPositions(const Block& b, const BlockFusion& f) {
  std::unordered_map<const Operation*, int64_t> pos, runs;
  int64_t i = 0;
  for (const Operation& op : b) pos[&op] = runs[&op] = i++;
  for (const FusionCluster& c : f.clusters)
    for (const Operation* op : c.ops) runs[op] = pos.at(c.ops.back());
  return runs;
}

// Whether every value of `b` is made before it is read when each op runs where `f` runs it.
bool readsAfterWrites(const Block& b, const BlockFusion& f) {
  std::unordered_map<const Operation*, int64_t> runs = runPositions(b, f);
  std::unordered_map<const Operation*, size_t> clusterOf;
  for (size_t k = 0; k < f.clusters.size(); ++k)
    for (const Operation* op : f.clusters[k].ops) clusterOf[op] = k;
  auto sameCluster = [&](const Operation* x, const Operation* y) {
    auto a = clusterOf.find(x), c = clusterOf.find(y);
    return a != clusterOf.end() && c != clusterOf.end() && a->second == c->second;
  };
  for (const Operation& op : b)
    for (const Value* v : op.results())
      for (ir::Use u : v->uses()) {
        const Operation* at = u.user;
        while (at && at->block() != &b) at = at->parentOp();
        if (at && !sameCluster(&op, at) && runs.at(&op) >= runs.at(at)) return false;
      }
  return true;
}

}  // namespace

// Two plans: the first counts a reader of a cluster's value where it stands in the block; the
// second counts a pad where the first plan ran it. A maxpool gradient's pads stand between the
// selects that feed them but run with the sum that reads them, at its end, so the second plan can
// merge the selects (LeNet-5: 51 -> 46 clusters). It is taken only when it has fewer clusters and
// every value is still made before it is read.
BlockFusion planFusion(const ir::Block& block) {
  BlockFusion first = FusionPlanner(block).plan();
  if (std::none_of(block.begin(), block.end(), [](const Operation& op) { return op.is(OpCode::Pad); })) return first;
  std::unordered_map<const Operation*, int64_t> runs = runPositions(block, first);
  BlockFusion second = FusionPlanner(block, &runs).plan();
  if (second.clusters.size() < first.clusters.size() && readsAfterWrites(block, second)) return second;
  return first;
}

std::string explainFusion(const ir::Func& f) {
  std::string out;
  std::function<void(const Block&, const std::string&)> explain = [&](const Block& b, const std::string& title) {
    BlockFusion bf = planFusion(b);
    out += title + ": " + std::to_string(bf.clusters.size()) + " clusters\n";
    std::unordered_map<const Operation*, int64_t> pos;
    int64_t i = 0;
    for (const Operation& op : b) pos[&op] = i++;
    for (size_t k = 0; k < bf.clusters.size(); ++k) {
      const FusionCluster& c = bf.clusters[k];
      out += "  cluster #" + std::to_string(k) + " over " + shapeText(c.shape) + ", runs at op " +
             std::to_string(pos.at(c.ops.back())) + ": ops";
      for (const Operation* op : c.ops) out += " " + std::to_string(pos.at(op));
      out += "; " + std::to_string(c.inputs.size()) + " inputs, " + std::to_string(c.outputs.size()) + " outputs\n";
    }
    for (const FusionNote& n : bf.notes) {
      out += "  op " + std::to_string(pos.at(n.op)) + " " + std::string(n.op->name()) + ": ";
      if (n.cluster >= 0) out += "cluster #" + std::to_string(n.cluster) + (n.reason.empty() ? "" : " (" + n.reason + ")");
      else out += "not fused: " + n.reason;
      out += "\n";
    }
    for (const Operation& op : b)  // the regions the executor plans: control flow's
      for (size_t r = 0; (op.is(OpCode::While) || op.is(OpCode::If) || op.is(OpCode::Case)) && r < op.numRegions(); ++r)
        explain(op.region(r).block(), title + " / op " + std::to_string(pos.at(&op)) + " " + std::string(op.name()) +
                                          " region " + std::to_string(r));
  };
  explain(f.entry(), "@" + f.name());
  return out;
}

}  // namespace juxla::cpu
