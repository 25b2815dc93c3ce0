// Structural oracle for rmlir-affine (development tool, not built by cargo).
//
// Links against the installed libMLIR.so (22.x, no headers needed: the few
// classes used are declared below with their exact C++ ABI) and, for each
// input line `M <map>` or `S <set>` (the text inside affine_map<...> /
// affine_set<...>, with newlines written as \\n), prints the expression trees MLIR builds in the format of
// examples/affine_dump.rs. fuzz.py diffs the two.
//
// Build: g++ -O1 -std=c++17 oracle.cpp -o oracle \
//          /usr/lib/llvm-22/lib/libMLIR.so.22.1 -Wl,-rpath,/usr/lib/llvm-22/lib
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <string>
#include <iostream>
namespace llvm { struct StringRef { const char *p; size_t n; }; }
namespace mlir {
namespace detail { struct AffineExprStorage; struct AffineMapStorage; struct IntegerSetStorage; }
class MLIRContext { public: enum class Threading { DISABLED, ENABLED }; MLIRContext(Threading); ~MLIRContext(); alignas(16) char buf[8192]; };
enum class AffineExprKind { Add, Mul, Mod, FloorDiv, CeilDiv, LAST_AFFINE_BINARY_OP = CeilDiv, Constant, DimId, SymbolId };
class AffineExpr { public: detail::AffineExprStorage *e = nullptr; AffineExprKind getKind() const; };
class AffineBinaryOpExpr : public AffineExpr { public: AffineExpr getLHS() const; AffineExpr getRHS() const; };
class AffineDimExpr : public AffineExpr { public: unsigned getPosition() const; };
class AffineSymbolExpr : public AffineExpr { public: unsigned getPosition() const; };
class AffineConstantExpr : public AffineExpr { public: int64_t getValue() const; };
class AffineMap { public: detail::AffineMapStorage *m = nullptr; unsigned getNumDims() const; unsigned getNumSymbols() const; unsigned getNumResults() const; AffineExpr getResult(unsigned) const; };
class IntegerSet { public: detail::IntegerSetStorage *s = nullptr; unsigned getNumDims() const; unsigned getNumConstraints() const; AffineExpr getConstraint(unsigned) const; bool isEq(unsigned) const; };
AffineMap parseAffineMap(llvm::StringRef, MLIRContext *);
IntegerSet parseIntegerSet(llvm::StringRef, MLIRContext *);
}
using namespace mlir;
static void dump(AffineExpr e, std::string &o) {
  switch (e.getKind()) {
  case AffineExprKind::DimId: o += "d" + std::to_string(static_cast<AffineDimExpr&>(e).getPosition()); return;
  case AffineExprKind::SymbolId: o += "s" + std::to_string(static_cast<AffineSymbolExpr&>(e).getPosition()); return;
  case AffineExprKind::Constant: o += std::to_string(static_cast<AffineConstantExpr&>(e).getValue()); return;
  default: break;
  }
  const char *k = "?";
  switch (e.getKind()) { case AffineExprKind::Add: k = "+"; break; case AffineExprKind::Mul: k = "*"; break;
  case AffineExprKind::Mod: k = "mod"; break; case AffineExprKind::FloorDiv: k = "floordiv"; break;
  case AffineExprKind::CeilDiv: k = "ceildiv"; break; default: break; }
  auto &b = static_cast<AffineBinaryOpExpr&>(e);
  o += "("; o += k; o += " "; dump(b.getLHS(), o); o += " "; dump(b.getRHS(), o); o += ")";
}
int main() {
  MLIRContext *ctx = new MLIRContext(MLIRContext::Threading::DISABLED);
  std::string line;
  while (std::getline(std::cin, line)) {
    std::string o;
    bool isSet = line.size() && line[0] == 'S';
    std::string body = line.size() >= 2 ? line.substr(2) : std::string();
    // Input lines encode newlines as a backslash followed by 'n'.
    for (size_t at; (at = body.find("\\n")) != std::string::npos;) body.replace(at, 2, "\n");
    llvm::StringRef sr{body.data(), body.size()};
    if (isSet) {
      IntegerSet s = parseIntegerSet(sr, ctx);
      if (!s.s) { std::cout << "ERR" << std::endl; continue; }
      o += std::to_string(s.getNumDims()) + ";";
      for (unsigned i = 0; i < s.getNumConstraints(); ++i) { if (i) o += ", "; dump(s.getConstraint(i), o); o += s.isEq(i) ? " == 0" : " >= 0"; }
    } else {
      AffineMap m = parseAffineMap(sr, ctx);
      if (!m.m) { std::cout << "ERR" << std::endl; continue; }
      o += std::to_string(m.getNumDims()) + "," + std::to_string(m.getNumSymbols()) + ";";
      for (unsigned i = 0; i < m.getNumResults(); ++i) { if (i) o += ", "; dump(m.getResult(i), o); }
    }
    std::cout << o << std::endl;
  }
  return 0;
}
