// A parse error: a tensor type with a missing dimension.
func.func @f() -> tensor<4x> {
}
