// PIPELINE: convert-func-to-llvm
// Signatures: no results, one, several (packed in a struct), index
// arguments, declarations, visibility and attributes.
func.func private @decl(i32, index) -> f32
func.func @none(%a: i32) {
  return
}
func.func @one(%a: index) -> index {
  return %a : index
}
func.func @several(%a: i32, %b: f64, %c: index) -> (f64, index, i32) {
  return %b, %c, %a : f64, index, i32
}
func.func @attrs(%a: i32 {llvm.noalias, test.arg = 1 : i32}, %b: i64) -> (i32 {llvm.zeroext}) attributes {llvm.linkage = #llvm.linkage<internal>, test.other = "kept"} {
  return %a : i32
}
func.func @packed_attrs(%a: i32) -> (i32 {test.first}, i32) {
  return %a, %a : i32, i32
}
func.func private @varargs(i32) attributes {func.varargs = true}
