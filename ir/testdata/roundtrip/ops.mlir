// Operations in the generic form: results, operands, successors, regions,
// blocks with arguments, and forward references.
"t.module"() ({
  %0 = "t.const"() {value = 1 : i32} : () -> i32
  %1:2 = "t.pair"(%0) : (i32) -> (i32, f32)
  %2 = "t.use"(%1#0, %1#1, %0) : (i32, f32, i32) -> i64
  "t.sink"(%2) : (i64) -> ()
  %a, %b:2, %c = "t.groups"() : () -> (i1, i8, i16, i32)
  "t.sink"(%b#1, %c, %a, %b#0) : (i16, i32, i1, i8) -> ()
  "t.func"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    %3 = "t.add"(%arg0, %arg0) : (i32, i32) -> i32
    "t.cond_br"(%3)[^bb1, ^bb2] : (i32) -> ()
  ^bb1:
    "t.br"(%3)[^bb3] : (i32) -> ()
  ^bb2:
    %4 = "t.neg"(%3) : (i32) -> i32
    "t.br"(%4)[^bb3] : (i32) -> ()
  ^bb3(%5: i32):
    "t.return"(%5, %arg1) : (i32, f32) -> ()
  ^bb4:
    "t.br"()[^bb4] : () -> ()
  }) {sym_name = "f"} : () -> ()
  "t.graph"() ({
    %6 = "t.use_later"(%7) : (i32) -> i32
    %7 = "t.def"(%6) : (i32) -> i32
  }) : () -> ()
  "t.empty_regions"() ({
  }, {
  ^bb0:
  }, {
    "t.x"() : () -> ()
  }) : () -> ()
  "t.nested"() ({
    %8 = "t.outer"() : () -> index
    "t.inner"() ({
      %9 = "t.in"(%8) : (index) -> index
      "t.inner2"() ({
      ^bb0(%arg2: index):
        "t.yield"(%9, %arg2) : (index, index) -> ()
      }) : () -> ()
    }) : () -> ()
    "t.sibling"() ({
      %10 = "t.in"(%8) : (index) -> index
    }) : () -> ()
  }) : () -> ()
  "t.succ_only"()[^bb1] : () -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()
