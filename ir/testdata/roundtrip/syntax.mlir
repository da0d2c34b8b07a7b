// Lexical corner cases: quoted op names, escapes, odd SSA and block names,
// numbers glued to identifiers, comments everywhere.
"t.weird name"() : () -> ()
"t.esc\"aped\\"() : () -> ()
"t.\E2\9C\93"() : () -> ()
%my.value-name$0 = "t.a"() : () -> i32 // a named value
%_ = "t.b"(%my.value-name$0) : (i32) -> i32
%007 = "t.leading_zeros"() : () -> i1
%7 = "t.seven"(%007) : (i1) -> i1
"t.r"() ({
^entry(%x: i32, %y: i32):
  "t.br"(%x)[^other.block-name] : (i32) -> ()
^other.block-name(%z: i32):
  "t.br"(%z, %y)[^other.block-name] : (i32, i32) -> ()
}) : () -> ()
%t = "t.shape"() : () -> tensor<0x1x0xi32>
%u = "t.hex_dim"() : () -> tensor<0x10xf32>
"t.nospace"(%t,%u){a=1,b=[1,2]}:(tensor<0x1x0xi32>,tensor<0x10xf32>)->()
"t.spread" (
  %t
  ,
  %u
) {
  // comment inside
  a = 1
} : (
  tensor<0x1x0xi32>, tensor<0x10xf32>
) -> ()
