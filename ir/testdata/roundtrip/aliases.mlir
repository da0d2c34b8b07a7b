// Type and attribute aliases, file metadata and comments.
!int = i32
!tensor = tensor<4x!int>
!dialect = !t.custom<"x">
#one = 1 : i32
#pair = [#one, "two"]
#dict = {key = #pair, t = !tensor}
#map = affine_map<(d0) -> (d0 * 2)>
{-# external_resources: {} #-}
// A comment at the top level.
%0 = "t.a"() {x = #one, y = #pair, z = #dict} : () -> !int // trailing comment
%1 = "t.b"(%0) {m = #map} : (!int) -> !tensor
"t.c"(%1) {d = !dialect} : (tensor<4xi32>) -> ()

