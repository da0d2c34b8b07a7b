// Declarations with visibility and argument and result attributes.
func.func private @malloc(i64) -> i64
func.func private @printf(i64, i32 {llvm.noundef}) -> (i32 {llvm.zeroext})
func.func private @no_args() -> ()
func.func private @many(i1, i8, i16, i32, i64, index, f16, bf16, f32, f64) -> (index, f64)
func.func nested @nested_decl(tensor<4xf32>) -> memref<4xf32>

func.func @public_def() attributes {llvm.emit_c_interface} {
  return
}

func.func private @private_def(%x: i32) -> i32 attributes {passthrough = ["noinline"]} {
  return %x : i32
}
