// RUN: juxla print %s
// EXIT: 1
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "helper", sym_visibility = "hidden"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    "func.return"(%arg0) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
