// Locations, inline and through aliases defined before or after their use.
#loc_before = loc("before.mlir":4:2)
"t.a"() : () -> () loc("file.mlir":10:8)
"t.b"() : () -> () loc(unknown)
"t.c"() : () -> () loc("name")
"t.d"() : () -> () loc("name"("child.mlir":1:1))
"t.e"() : () -> () loc(callsite("callee" at "caller.mlir":2:3))
"t.f"() : () -> () loc(fused["a", "b.mlir":3:4])
"t.g"() : () -> () loc(fused<"meta">["a", unknown])
"t.h"() : () -> () loc(#loc_before)
"t.i"() : () -> () loc(#loc_after)
"t.j"() ({
^bb0(%arg0: i32 loc("arg.mlir":5:6), %arg1: f32 loc(#loc_after)):
  "t.k"(%arg0) : (i32) -> () loc(callsite(callsite("x" at "y") at fused["z"]))
}) : () -> () loc("region.mlir":7:7)
"t.l"() {attr = loc("in_attr.mlir":1:2), attr2 = [loc(unknown)]} : () -> ()
"t.m"() : () -> () loc("quoted \22name\22")
#loc_after = loc("after.mlir":9:9)
