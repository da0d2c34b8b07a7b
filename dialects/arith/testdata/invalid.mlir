// Verifier messages of the arith ops. Each case is checked against strata
// and, with mlir-opt-16 --split-input-file --verify-diagnostics, against
// MLIR itself.

func.func @constant_type_mismatch() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 42 : i64} : () -> i32
  return
}

// -----

func.func @constant_signed() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() {value = 42 : si32} : () -> si32
  return
}

// -----

func.func @constant_string() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "s"} : () -> i32
  return
}

// -----

func.func @constant_missing_value() {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @constant_untyped() {
  // expected-error @+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = unit} : () -> i32
  return
}

// -----

func.func @constant_dense_shape() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = dense<1> : tensor<2xi32>} : () -> tensor<3xi32>
  return
}

// -----

func.func @addi_float(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @addi_mixed(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @addi_result(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @addi_arity(%a: i32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @divsi_index_ok(%a: index) -> index {
  %0 = arith.divsi %a, %a : index
  return %0 : index
}

// -----

func.func @shli_signed(%a: si32) {
  // expected-error @+1 {{'arith.shli' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "arith.shli"(%a, %a) : (si32, si32) -> si32
  return
}

// -----

func.func @addf_int(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @fastmath_kind(%a: f32) {
  // expected-error @+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @negf_result(%a: f32) {
  // expected-error @+1 {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%a) : (f32) -> f64
  return
}

// -----

func.func @cmpi_predicate(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_predicate_type(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i32} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_result(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_operands(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 1 : i64} : (i32, i64) -> i1
  return
}

// -----

func.func @cmpi_shape(%a: vector<2xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i64} : (vector<2xi32>, vector<2xi32>) -> i1
  return
}

// -----

func.func @cmpf_predicate(%a: f32) {
  // expected-error @+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpf_operands(%a: f32, %b: f64) {
  // expected-error @+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 1 : i64} : (f32, f64) -> i1
  return
}

// -----

func.func @select_condition(%c: i32, %a: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @select_types(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @select_mask_shape(%c: vector<4xi1>, %a: vector<2xi32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  return
}

// -----

func.func @select_mask_scalar(%c: vector<2xi1>, %b: i32) {
  // expected-error @+1 {{'arith.select' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = "arith.select"(%c, %b, %b) : (vector<2xi1>, i32, i32) -> i32
  return
}

// -----

func.func @select_scalar_condition_ok(%c: i1, %b: vector<2xi32>) -> vector<2xi32> {
  %0 = arith.select %c, %b, %b : vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @extsi_narrower(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = "arith.extsi"(%a) : (i32) -> i16
  return
}

// -----

func.func @extui_same(%a: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = "arith.extui"(%a) : (i32) -> i32
  return
}

// -----

func.func @extsi_index(%a: index) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.extsi"(%a) : (index) -> i64
  return
}

// -----

func.func @extsi_shape(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (i32) -> vector<2xi64>
  return
}

// -----

func.func @extsi_tensor_shape(%a: tensor<2xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (tensor<2xi32>) -> tensor<3xi64>
  return
}

// -----

func.func @trunci_wider(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = "arith.trunci"(%a) : (i32) -> i64
  return
}

// -----

func.func @extf_narrower(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = "arith.extf"(%a) : (f32) -> f16
  return
}

// -----

func.func @truncf_wider(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = "arith.truncf"(%a) : (f32) -> f64
  return
}

// -----

func.func @sitofp_result(%a: i32) {
  // expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = "arith.sitofp"(%a) : (i32) -> i64
  return
}

// -----

func.func @fptosi_result(%a: f32) {
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.fptosi"(%a) : (f32) -> f32
  return
}

// -----

func.func @fptoui_operand(%a: none) {
  // expected-error @+1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'none'}}
  %0 = "arith.fptoui"(%a) : (none) -> i32
  return
}

// -----

func.func @index_cast_ints(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = "arith.index_cast"(%a) : (i32) -> i64
  return
}

// -----

func.func @index_cast_indices(%a: index) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = "arith.index_cast"(%a) : (index) -> index
  return
}

// -----

func.func @index_castui_operand(%a: f32) {
  // expected-error @+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_castui"(%a) : (f32) -> index
  return
}

// -----

func.func @index_cast_memref_ok(%a: memref<2xi32>) -> memref<2xindex> {
  %0 = arith.index_cast %a : memref<2xi32> to memref<2xindex>
  return %0 : memref<2xindex>
}

// -----

func.func @bitcast_width(%a: f32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  %0 = "arith.bitcast"(%a) : (f32) -> i64
  return
}

// -----

func.func @bitcast_operand(%a: none) {
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'none'}}
  %0 = "arith.bitcast"(%a) : (none) -> i32
  return
}

// -----

func.func @bitcast_half_ok(%a: f16) -> bf16 {
  %0 = arith.bitcast %a : f16 to bf16
  return %0 : bf16
}

// -----

func.func @cast_container(%a: tensor<2xi32>) {
  // expected-error @+1 {{'arith.extsi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.extsi"(%a) : (tensor<2xi32>) -> vector<2xi64>
  return
}
