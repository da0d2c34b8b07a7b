// Syntax strata reads beyond MLIR 16: properties (printed as attributes,
// so that MLIR 16 reads the output), successor operands inside the
// successor list of the generic form, per-dimension scalable vectors, tf32,
// index dense arrays, and a byte order mark is skipped (none here).
"t.props"() <{p = 1 : i32, q}> {a = 2 : i32} : () -> ()
"t.props_only"() <{}> : () -> ()
"t.region_after_props"() <{x = "y"}> ({
  "t.inner"() : () -> ()
}) : () -> ()
"t.outer"() ({
^bb0(%arg0: i32):
  "t.br"()[^bb1(%arg0 : i32)] : () -> ()
^bb1(%1: i32):
  "t.ret"(%1) : (i32) -> ()
}) : () -> ()
%0:3 = "t.types"() : () -> (vector<[4]x[8]xf32>, vector<[4]x8xf32>, tf32)
"t.attrs"() {a = array<index: 1, 2>, b = 1.5 : tf32, c = 0x1000 : tf32} : () -> ()
