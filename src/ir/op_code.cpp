#include "ir/op_code.h"

#include <string>
#include <unordered_map>

namespace juxla::ir {

namespace {
const OpInfo kOps[] = {
#define X(e, m, t, f, a) {OpCode::e, m, t, TextFormat::f, a},
#include "ir/ops.def"
#undef X
};
}  // namespace

const OpInfo& opInfo(OpCode code) { return kOps[size_t(code)]; }
std::string_view opName(OpCode code) { return kOps[size_t(code)].mnemonic; }

bool isInherentAttr(OpCode code, std::string_view attrName) {
  std::string_view list = opInfo(code).inherentAttrs;
  while (!list.empty()) {
    size_t comma = list.find(',');
    if (list.substr(0, comma) == attrName) return true;
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 1);
  }
  return false;
}

std::optional<OpCode> opCodeByName(std::string_view fullName) {
  static const auto* byName = [] {
    auto* m = new std::unordered_map<std::string_view, OpCode>();
    for (const OpInfo& info : kOps) m->emplace(info.mnemonic, info.code);
    return m;
  }();
  auto it = byName->find(fullName);
  if (it == byName->end()) return std::nullopt;
  return it->second;
}

}  // namespace juxla::ir
