// `show(io, MIME"text/plain"(), x)`, what `display` and the logger's key=value lines write:
// arrays as a summary line and aligned columns (base/arrayshow.jl print_matrix, with its :limit
// elisions), Dicts one entry per line (base/show.jl), functions with their method count.
#include <algorithm>
#include <climits>
#include <cstdio>
#include <iterator>
#include <unordered_map>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/printer.h"
#include "compiler/strings.h"
#include <utf8proc.h>

namespace juxla::compiler {

namespace {

using Align = std::pair<int64_t, int64_t>;  // characters left and right of the alignment point

int64_t sumWidths(const std::vector<Align>& a) {
  int64_t s = 0;
  for (const Align& x : a) s += x.first + x.second;
  return s;
}

std::string spaces(int64_t n) { return std::string(size_t(std::max<int64_t>(0, n)), ' '); }

// One matrix (or vector, as n×1) of an array's storage, with each element's show text cached.
struct MatrixView {
  Printer& p;
  const ArrayObject& a;
  int64_t offset, rows, cols;
  ShowContext ctx;
  std::unordered_map<int64_t, std::pair<std::string, Align>> cache;

  int64_t index(int64_t i, int64_t j) const { return offset + j * rows + i; }
  // (text, alignment) of X[i, j]: Base.alignment splits reals at their first . e E f F.
  const std::pair<std::string, Align>& element(int64_t i, int64_t j) {
    int64_t idx = index(i, j);
    auto it = cache.find(idx);
    if (it != cache.end()) return it->second;
    std::pair<std::string, Align> e;
    if (!a.unboxed() && !a.storage->values[size_t(idx)].defined()) {
      e = {"#undef", {3, 3}};
    } else {
      Value x = arrayGet(p.ev, a, idx);
      // print_matrix_row prints the text/plain form unless it spans lines, and aligns by the
      // 2-argument show's text (the two differ for types with their own text/plain show).
      std::string shown = p.showToString(x, ctx);
      e.first = p.plainToString(x, ctx);
      if (e.first.find('\n') != std::string::npos) e.first = shown;
      int64_t len = int64_t(textLength(shown));
      const CoreTypes& c = p.ev.core();
      const DataType* t = x.type();
      bool isFloat = t == c.Float64 || t == c.Float32 || t == c.Float16;
      bool isNumber = isFloat || t == c.Bool || t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8 ||
                      t == c.UInt8 || t == c.UInt16 || t == c.UInt32 || t == c.UInt64;
      if (isFloat) {
        size_t cut = shown.find_first_of(".eEfF");
        e.second = cut == std::string::npos ? Align{len, 0} : Align{int64_t(textLength(shown.substr(0, cut))), len - int64_t(textLength(shown.substr(0, cut)))};
      } else if (isNumber) {
        e.second = {len, 0};
      } else {
        e.second = {0, len};
      }
    }
    return cache.emplace(idx, std::move(e)).first->second;
  }

  // Base.alignment(io, X, rows, cols, cols_if_complete, cols_otherwise, sep).
  std::vector<Align> alignment(const std::vector<int64_t>& rowList, const std::vector<int64_t>& colList, int64_t ifComplete,
                               int64_t otherwise, int64_t sep) {
    std::vector<Align> out;
    for (int64_t j : colList) {
      Align m{0, 0};
      for (int64_t i : rowList) {
        const Align& e = element(i, j).second;
        m.first = std::max(m.first, e.first);
        m.second = std::max(m.second, e.second);
      }
      out.push_back(m);
      if (out.size() > 1 && sumWidths(out) + sep * int64_t(out.size()) >= ifComplete) {
        out.pop_back();
        break;
      }
    }
    if (out.size() > 1 && int64_t(out.size()) < cols)
      while (sumWidths(out) + sep * int64_t(out.size()) >= otherwise) out.pop_back();
    return out;
  }

  void row(int64_t i, const std::vector<Align>& A, const std::vector<int64_t>& colList, const std::string& sep) {
    for (size_t k = 0; k < colList.size() && k < A.size(); ++k) {
      int64_t j = colList[k];
      const auto& [text, al] = element(i, j);
      p.write(spaces(A[k].first - al.first));
      p.write(text);
      if (j != cols - 1) p.write(spaces(A[k].second - al.second));
      if (k + 1 < A.size()) p.write(sep);
    }
  }

  // print_matrix_vdots: the last column is padded on its right only when `padRight`.
  void vdots(const std::vector<Align>& A, const std::string& sep, int64_t M, int64_t m, bool padRight) {
    static const std::string dots = "⋮";
    for (size_t k = 1; k <= A.size(); ++k) {
      int64_t w = A[k - 1].first + A[k - 1].second;
      bool last = k == A.size();
      if (int64_t(k) % M == m) {
        int64_t l = std::max<int64_t>(0, A[k - 1].first - 1);
        p.write(spaces(l) + dots + (last && !padRight ? "" : spaces(w - 1 - l)));
      } else if (!last || padRight) {
        p.write(spaces(w));
      }
      if (!last) p.write(sep);
    }
  }
};

}  // namespace

// print_matrix(io, X) with pre " ", separator "  ", and the ellipses of :limit.
void Printer::printMatrix(const ArrayObject& a, int64_t offset, int64_t rows, int64_t cols, const ShowContext& ctx) {
  const std::string pre = " ", sep = "  ", hdots = "  …  ", ddots = "  ⋱  ";
  const int64_t hdotsLen = 5, sepsize = 2, hmod = 5, vmod = 5;
  int64_t screenheight = INT64_MAX / 4, screenwidth = INT64_MAX / 4;
  if (ctx.limit) {
    screenheight = ctx.rows - 4;
    screenwidth = ctx.cols;
  }
  screenwidth -= 1;  // length(pre) + length(post)
  MatrixView X{*this, a, offset, rows, cols, ctx, {}};
  int64_t m = rows, n = cols;
  int64_t halfheight = screenheight / 2;
  std::vector<int64_t> rowsA, colsA;
  if (m > screenheight) {
    for (int64_t i = 0; i < halfheight; ++i) rowsA.push_back(i);
    for (int64_t i = m - (screenheight - 1) / 2; i < m; ++i) rowsA.push_back(i);
  } else {
    for (int64_t i = 0; i < m; ++i) rowsA.push_back(i);
  }
  int64_t maxpossiblecols = screenwidth / (1 + sepsize);
  if (n > maxpossiblecols) {
    for (int64_t j = 0; j < maxpossiblecols; ++j) colsA.push_back(j);
    for (int64_t j = n - maxpossiblecols; j < n; ++j) colsA.push_back(j);
  } else {
    for (int64_t j = 0; j < n; ++j) colsA.push_back(j);
  }
  std::vector<Align> A = X.alignment(rowsA, colsA, screenwidth, screenwidth, sepsize);
  // The alignments of a left and a right part around a horizontal ellipsis.
  std::vector<Align> Lalign, Ralign;
  std::vector<int64_t> leftCols, rightCols;
  bool hsplit = n > int64_t(A.size());
  if (hsplit) {
    int64_t c = (screenwidth - hdotsLen + 1) / 2 + 1;
    std::vector<int64_t> reversed(colsA.rbegin(), colsA.rend());
    Ralign = X.alignment(rowsA, reversed, c, c, sepsize);
    std::reverse(Ralign.begin(), Ralign.end());
    c = screenwidth - sumWidths(Ralign) - (int64_t(Ralign.size()) - 1) * sepsize - hdotsLen;
    Lalign = X.alignment(rowsA, colsA, c, c, sepsize);
    for (size_t k = 0; k < Lalign.size(); ++k) leftCols.push_back(colsA[k]);
    for (size_t k = 0; k < Ralign.size(); ++k) rightCols.push_back(n - int64_t(Ralign.size()) + int64_t(k));
  }
  auto printRow = [&](int64_t i) {
    if (!hsplit) return X.row(i, A, colsA, sep);
    X.row(i, Lalign, leftCols, sep);
    write((i - rowsA.front()) % hmod == 0 ? hdots : spaces(hdotsLen));
    X.row(i, Ralign, rightCols, sep);
  };
  bool vsplit = m > screenheight;
  for (size_t k = 0; k < rowsA.size(); ++k) {
    int64_t i = rowsA[k];
    write(k == 0 ? pre : " ");
    printRow(i);
    bool atHalf = vsplit && halfheight >= 1 && k == size_t(halfheight - 1);
    if (k + 1 < rowsA.size() || atHalf) write("\n");
    if (atHalf) {
      write(k == 0 ? pre : " ");
      if (!hsplit) {
        X.vdots(A, sep, vmod, 1, false);
      } else {
        X.vdots(Lalign, sep, vmod, 1, true);
        write(ddots);
        int64_t r = ((int64_t(Ralign.size()) - n + 1) % vmod + vmod) % vmod;
        X.vdots(Ralign, sep, vmod, r, false);
      }
      write("\n");
    }
  }
}

void Printer::showPlainArray(const Value& v, const ShowContext& outer) {
  const ArrayObject& a = arrayOf(v);
  // array_show: an empty vector (or any empty array under :compact) shows as `Int64[]`.
  if (a.length() == 0 && (outer.compact || a.dims.size() == 1)) return show(v, outer);
  write(describeArray(ev, v));
  if (a.length() == 0) return;
  write(":");
  if (showCircular(v, outer)) return;
  ShowContext ctx = outer;
  ShownLink link{v.obj(), outer.shown};
  ctx.shown = &link;
  if (!ctx.compactGiven && a.dims.size() >= 2 && a.dims[1] > 1) ctx.compact = true;
  if (ctx.limit && ctx.rows - 4 <= 0) return write(" …");
  write("\n");
  ctx.typeinfo = a.elementType;
  if (a.dims.empty()) return show(arrayGet(ev, a, 0), ctx);
  int64_t rows = a.dims[0], cols = a.dims.size() > 1 ? a.dims[1] : 1;
  if (a.dims.size() <= 2) return printMatrix(a, 0, rows, cols, ctx);
  // show_nd with labels: "[:, :, k] =" above each 2-d slice, blank lines between.
  int64_t slice = rows * cols, slices = a.length() / slice;
  for (int64_t s = 0; s < slices; ++s) {
    write("[:, :, ");
    int64_t k = s;
    for (size_t d = 2; d < a.dims.size(); ++d) {
      write(std::to_string(k % a.dims[d] + 1));
      write(d + 1 < a.dims.size() ? ", " : "] =\n");
      k /= a.dims[d];
    }
    printMatrix(a, s * slice, rows, cols, ctx);
    if (s + 1 < slices) write("\n\n");
  }
}

namespace {

// _truncate_at_width_or_chars(str, width, "\r\n"): cut at `width` columns or a line break, marking with …
std::string truncateAtWidth(const std::string& s, int64_t width) {
  if (width <= 0 || width < 1) return "";
  int64_t wid = 0;
  size_t truncIdx = 0, lastIdx = 0, lastEnd = 0;
  bool any = false;
  for (size_t i = 0; i < s.size();) {
    size_t next = nextCharIndex(s, i);
    lastIdx = i;
    lastEnd = next;
    any = true;
    uint32_t c = decodeCharAt(s, i);
    wid += charWidth(c);
    if (wid >= width - 1 && truncIdx == 0) truncIdx = next;
    if (wid >= width || c == '\r' || c == '\n') break;
    i = next;
  }
  if (any && (s[lastIdx] == '\r' || s[lastIdx] == '\n')) lastEnd = lastIdx;
  if (truncIdx == 0) truncIdx = lastEnd;
  if (lastEnd < s.size()) return s.substr(0, truncIdx) + "…";
  return s;
}

std::string rpadWidth(const std::string& s, int64_t n) { return s + spaces(n - int64_t(textWidth(s))); }

}  // namespace

void Printer::showPlainDict(const Value& v, const ShowContext& outer) {
  const auto& entries = v.as<DictObject>()->entries;
  if (entries.empty()) return show(v, outer);
  ShowContext ctx = outer;
  if (!ctx.compactGiven) ctx.compact = true;
  ctx.typeinfo = nullptr;
  size_t n = entries.size();
  write(ev.universe().show(v.type()) + " with " + std::to_string(n) + (n == 1 ? " entry" : " entries"));
  write(":");
  if (showCircular(v, outer)) return;
  ShownLink link{v.obj(), outer.shown};
  ctx.shown = &link;
  int64_t rows = INT64_MAX, cols = INT64_MAX, keylen = 0;
  std::vector<std::string> ks, vs;
  if (outer.limit) {
    rows = outer.rows - 3;
    cols = outer.cols;
    if (rows < 2) return write(" …");
    cols = std::max<int64_t>(cols, 12) - 6;
    rows -= 1;
    int64_t vallen = 0;
    for (size_t i = 0; i < n && int64_t(i) < rows; ++i) {
      ks.push_back(showToString(entries[i].first, ctx));
      vs.push_back(showToString(entries[i].second, ctx));
      keylen = std::clamp(int64_t(textLength(ks.back())), keylen, cols);
      vallen = std::clamp(int64_t(textLength(vs.back())), vallen, cols);
    }
    if (keylen > std::max(cols / 2, cols - vallen)) keylen = std::max((cols + 2) / 3, cols - vallen);
  }
  for (size_t i = 0; i < n; ++i) {
    write("\n  ");
    if (int64_t(i + 1) == rows && rows < int64_t(n)) {
      write(rpadWidth("⋮", keylen) + " => ⋮");
      break;
    }
    if (outer.limit) write(rpadWidth(truncateAtWidth(ks[i], keylen), keylen));
    else show(entries[i].first, ctx);
    write(" => ");
    if (outer.limit) write(truncateAtWidth(vs[i], cols - keylen));
    else show(entries[i].second, ctx);
  }
}

// A method for show(io, ::MIME"text/plain", ::T) more specific than the prelude's fallback.
bool Printer::hasUserPlainMethod(const Value& v) {
  Binding* mime = ev.baseModule()->findOwn(intern("MIME"));
  if (!mime || !mime->value.defined() || !isTypeValue(ev, mime->value)) return false;
  const JType* family = mime->value.asType();
  if (family->kind != TypeKind::UnionAll) return false;
  Universe& u = ev.universe();
  const DataType* wrapper = static_cast<const DataType*>(static_cast<const UnionAll*>(family)->body);
  const DataType* textPlain = u.apply(wrapper->name, {u.symbol("text/plain")});
  const Value& f = ev.baseFunction("show");
  MethodTable* table = f.type()->name->methods;
  const JType* types[4] = {f.type(), io.type(), textPlain, u.dispatchType(v)};
  const MethodTable::Lookup& found = table->lookup(u, types);
  if (!found.method || found.method->builtin) return false;
  const Method* method = found.method;
  const JType* fallbackTypes[4] = {f.type(), io.type(), textPlain, ev.core().Any};
  return table->lookup(u, fallbackTypes).method != method;
}

void Printer::showPlain(const Value& v, const ShowContext& ctx) {
  if (v.defined() && hasUserPlainMethod(v)) {
    Binding* mime = ev.baseModule()->findOwn(intern("MIME"));
    Value instance = ev.callFunction(mime->value, {makeString(ev, "text/plain")});
    ev.callFunction(ev.baseFunction("show"), {ioForUserShow(ev, io, ctx), instance, v});
    return;
  }
  showPlainDefault(v, ctx);
}

// show(io, ::MIME"text/plain", c::AbstractChar): 'a': ASCII/Unicode U+0061 (category Ll: Letter, lowercase).
void Printer::showPlainChar(const Value& v, const ShowContext& ctx) {
  static const char* categories[] = {
      "Other, not assigned", "Letter, uppercase", "Letter, lowercase", "Letter, titlecase", "Letter, modifier",
      "Letter, other", "Mark, nonspacing", "Mark, spacing combining", "Mark, enclosing", "Number, decimal digit",
      "Number, letter", "Number, other", "Punctuation, connector", "Punctuation, dash", "Punctuation, open",
      "Punctuation, close", "Punctuation, initial quote", "Punctuation, final quote", "Punctuation, other",
      "Symbol, math", "Symbol, currency", "Symbol, modifier", "Symbol, other", "Separator, space",
      "Separator, line", "Separator, paragraph", "Other, control", "Other, format", "Other, surrogate",
      "Other, private use"};
  show(v, ctx);
  if (ctx.compact) return;
  uint32_t code = v.asChar();
  char hex[16];
  std::snprintf(hex, sizeof hex, "%04X", code);
  write(std::string(": ") + (code < 0x80 ? "ASCII/" : "") + "Unicode U+" + hex);
  auto cp = utf8proc_int32_t(code);
  int category = int(utf8proc_category(cp));
  const char* name = category >= 0 && category < int(std::size(categories)) ? categories[category] : "Invalid, too high";
  write(std::string(" (category ") + utf8proc_category_string(cp) + ": " + name + ")");
}

void Printer::showPlainDefault(const Value& v, const ShowContext& ctx) {
  const CoreTypes& c = ev.core();
  if (v.type() == c.Char) return showPlainChar(v, ctx);
  const DataType* t = v.type();
  if (t->name == c.Array) return showPlainArray(v, ctx);
  if (t->name == c.Dict) return showPlainDict(v, ctx);
  if (t->name->isSingletonFunction || t->name->isClosure) {
    // `f (generic function with 2 methods)`
    size_t count = t->name->methods ? t->name->methods->methods.size() : 0;
    write(std::string(t->name->name->view()) + " (generic function with " + std::to_string(count) +
          (count == 1 ? " method)" : " methods)"));
    return;
  }
  show(v, ctx);
}

}  // namespace juxla::compiler
