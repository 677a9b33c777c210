// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: !foo.bar) -> !foo.bar {
    return %arg0 : !foo.bar
  }
}
