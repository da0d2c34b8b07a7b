// Malformed inputs and the first error mlir-opt-16 --allow-unregistered-dialect
// reports for each (line:col relative to the case).

// error: 1:12: error: use of undeclared SSA value name
%0 = "t.a"(%x) : (i32) -> i32
// -----
// error: 1:7: error: use of undeclared SSA value name
"t.b"(%0) : (i64) -> ()
// -----
// error: 1:9: error: reference to an undefined block
"t.a"()[^bb1] : () -> ()
// -----
// error: 1:26: error: reference to an undefined block
"t.a"() ({ ^bb1: "t.b"()[^bb2] : () -> () }) : () -> ()
// -----
// error: 1:1: error: operation defines 2 results but was provided 1 to bind
%0 = "t.a"() : () -> (i32, i32)
// -----
// error: 1:1: error: operation defines 2 results but was provided 3 to bind
%0:3 = "t.a"() : () -> (i32, i32)
// -----
// error: 1:7: error: use of undeclared SSA value name
"t.b"(%0#2) : (i32) -> ()
// -----
// error: 1:25: error: operation location alias was never defined
"t.a"() : () -> ()  loc(#foo)
// -----
// error: 1:13: error: expected '->' in function type
"t.a"() : ()
// -----
// error: 1:7: error: expected ')' to end operand list
"t.a"( : () -> ()
// -----
// error: 1:19: error: expected operation name in quotes
"t.a"() : () -> () {
// -----
// error: 1:21: error: expected non-function type
%0 = "t.a"() : () -> i33x
// -----
// error: 1:13: error: expected attribute value
"t.a"() {a = } : () -> ()
// -----
// error: 1:14: error: unexpected decimal integer literal for a floating point value
"t.a"() {a = 1 : f32} : () -> ()
// -----
// error: 1:23: error: floating point value not valid for specified type
"t.a"() {a = 1.5 : i32} : () -> ()
// -----
// error: 1:30: error: expected '"' in string literal
"t.a"() {a = "abc} : () -> ()
// -----
// error: 1:22: error: undefined symbol alias id 'unknown'
"t.a"() {a = #unknown} : () -> ()
// -----
// error: 1:22: error: undefined symbol alias id 'unknown'
"t.a"() {a = !unknown} : () -> ()
// -----
// error: 1:28: error: inferred shape of elements literal ([2]) does not match type ([3])
"t.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
// -----
// error: 1:28: error: expected integer literal
"t.a"() {a = array<i32: 1, x>} : () -> ()
// -----
// error: 1:6: error: Dialect `foo' not found for custom op 'foo.bar' 
%0 = foo.bar : i32
// -----
// error: 1:6: error: custom op 'foo' is unknown (tried 'builtin.foo' as well)
%0 = foo : i32
// -----
// error: 1:31: error: expected '>' in tensor type
"t.a"() : () -> tensor<2x?xf32
// -----
// error: 1:24: error: expected non-function type
"t.a"() : () -> vector<?xf32>
// -----
// error: 1:37: error: multiple memory spaces specified in memref type
"t.a"() : () -> memref<2x3xf32, 5, 6, 7>
// -----
// error: 1:1: error: expected operation name in quotes
^bb0:
// -----
// error: 1:18: error: redefinition of block '^bb0'
"t.a"() ({ ^bb0: ^bb0: }) : () -> ()
// -----
// error: 1:29: error: expected ':' in FileLineColLoc
"t.a"() : () -> () loc("x":1)
// -----
// error: 1:17: error: expected '}' in attribute dictionary
"t.a"() {a = 0x1G} : () -> ()
// -----
// error: 1:14: error: integer constant out of range for attribute
"t.a"() {a = 99999999999999999999999 : i64} : () -> ()
// -----
// error: 1:14: error: integer constant out of range for attribute
"t.a"() {a = 256 : i8} : () -> ()
// -----
// error: 1:15: error: negative integer literal not valid for unsigned integer type
"t.a"() {a = -1 : ui8} : () -> ()
// -----
// error: 1:15: error: @ identifier expected to start with letter or '_'
"t.a"() {a = @} : () -> ()
// -----
// error: 1:17: error: unbalanced '<' character in pretty dialect name
"t.a"() {a = #t<"x"} : () -> ()
// -----
// error: 1:16: error: unbalanced '<' character in pretty dialect name
"t.a"() {a = #t<x} : () -> ()
// -----
// error: 1:1: error: unexpected character
$
// -----
// error: 1:17: error: duplicate key 'a' in dictionary attribute
"t.a"() {a = 1, a = 2} : () -> ()
// -----
// error: 1:10: error: expected valid attribute name
"t.a"() {"" = 1} : () -> ()
// -----
// error: 1:10: error: expected SSA operand
"t.a"(%0, ) : () -> ()
// -----
// error: 1:19: error: undefined symbol alias id 'b'
"t.a"() : () -> !b
// -----
// error: 1:17: error: integer bitwidth is limited to 16777215 bits
"t.a"() : () -> i16777216
// -----
// error: 1:23: error: expected '}' in attribute dictionary
"t.a"() {a = 1.0 : f32 : f32} : () -> ()
// -----
// error: 1:15: error: hexadecimal float literal should not have a leading minus
"t.a"() {a = -0x7FC00000 : f32} : () -> ()
// -----
// error: 1:14: error: hexadecimal float constant out of range for type
"t.a"() {a = 0xFFFFFFFFFFFF : f32} : () -> ()
// -----
// error: 1:23: error: expected non-function type
"t.a"() {a = tensor<*x?xf32>} : () -> ()
// -----
// error: 1:28: error: expected '>' in complex type
"t.a"() : () -> complex<i32
// -----
// error: 1:26: error: expected '>' in tuple type
"t.a"() : () -> tuple<i32
// -----
// error: 1:26: error: expected ')'
"t.a"() : () -> (i32, i32
// -----
// error: 1:11: error: expected function type
"t.a"() : i32
// -----
// error: 1:11: error: expected 0 operand types but had 1
"t.a"() : (i32) -> ()
// -----
// error: 1:1: error: operation defines 1 results but was provided 2 to bind
%a, %b = "t.a"() : () -> (i32)
// -----
// error: 1:34: error: expected '[' in fused location
"t.a"() : () -> () loc(fused<"x">)
// -----
// error: 1:39: error: expected location instance
"t.a"() : () -> () loc(callsite("a" at))
// -----
// error: 1:24: error: expected location instance
"t.a"() : () -> () loc(foo)
// -----
// error: 1:18: error: use of undeclared SSA value name
"t.a"() ({ "t.b"(%arg0) : (i32) -> () }) : () -> ()
// -----
// error: 1:26: error: redefinition of SSA value '%x'
"t.a"() ({ ^bb0(%x: i32, %x: i32): "t.b"() : () -> () }) : () -> ()
// -----
// error: 1:19: error: expected ':' and type for SSA operand
"t.a"() ({ ^bb0(%x i32): "t.b"() : () -> () }) : () -> ()
// -----
// error: 1:37: error: expected ')'
"t.a"() ({ ^bb0(%x: i32 loc(unknown): "t.b"() : () -> () }) : () -> ()
// -----
// error: 1:15: error: unknown escape in string literal
"t.a"() {a = "\q"} : () -> ()
// -----
// error: 2:1: error: redefinition of SSA value '%0'
%0 = "t.a"() : () -> i32
%0 = "t.b"() : () -> i32
// -----
// error: 2:7: error: use of value '%0' expects different type than prior uses: 'i32' vs 'i64'
"t.b"(%0) : (i64) -> ()
"t.c"(%0) : (i32) -> ()
%0 = "t.a"() : () -> i32
// -----
// error: 2:1: error: definition of SSA value '%0#0' has type 'i32'
"t.b"(%0) : (i64) -> ()
%0 = "t.a"() : () -> i32
// -----
// error: 2:7: error: reference to invalid result number
%0 = "t.a"() : () -> i32
"t.b"(%0#1) : (i32) -> ()
// -----
// error: 1:7: error: use of undeclared SSA value name
"t.b"(%0#1) : (i32) -> ()
%0 = "t.a"() : () -> i32
// -----
// error: 2:1: error: redefinition of type alias id 'a'
!a = i32
!a = i64
// -----
// error: 2:1: error: redefinition of attribute alias id 'a'
#a = 1
#a = 2
// -----
// error: 1:19: error: undefined symbol alias id 'a'
"t.a"() : () -> !a
!a = i32
// -----
// error: 1:16: error: undefined symbol alias id 'a'
"t.a"() {x = #a} : () -> ()
#a = 1
// -----
// error: 2:8: error: expected ':'
"t.a"() : () -> ()
{-# foo #-}
// -----
// error: 2:30: error: expected location, but found '1 : i64'
#l = 1
%0 = "t.a"() : () -> i32 loc(#l)
// -----
// error: 1:30: error: expected location, but found '1 : i64'
%0 = "t.a"() : () -> i32 loc(#l)
#l = 1
// -----
// error: 4:3: error: redefinition of block '^bb0'
"t.a"() ({
^bb0:
  "t.b"() : () -> ()
  ^bb0:
}) : () -> ()
// -----
// error: 1:7: error: expected ')' to end operand list
"t.a"(

   
// -----
// error: 2:11: error: expected ')' to end operand list
"t.a"( // comment
// another
// -----
// error: 1:11: error: expected operation name in quotes
"t.a"() ({
// -----
// error: 3:2: error: custom op 'return' is unknown (tried 'builtin.return' as well)
"func.func"() ({
  "t.b"() : () -> ()
 return
}) {function_type = () -> (), sym_name = "f"} : () -> ()
// -----
// error: 1:1: error: cannot name an operation with no results
%0 = "t.a"() : () -> ()
// -----
// error: 1:4: error: expected named operation to have at least 1 result
%0:0 = "t.a"() : () -> ()
// -----
// error: 1:4: error: expected integer number of results
%0:x = "t.a"() : () -> ()
// -----
// error: 1:3: error: expected '=' after SSA name
%0 "t.a"() : () -> ()
// -----
// error: 1:4: error: expected valid ssa identifier
%0, = "t.a"() : () -> ()
// -----
// error: 1:24: error: expected location, but found dialect attribute: '#a.b'
"t.a"() : () -> () loc(#a.b)
// -----
// error: 1:9: error: invalid SSA value result number
"t.a"(%x#a) : () -> ()
// -----
// error: 1:25: error: expected ':' after block name
"t.a"() ({ ^bb0(%a: i32) }) : () -> ()
// -----
// error: 1:17: error: expected SSA operand
"t.a"() ({ ^bb0(: }) : () -> ()
// -----
// error: 1:10: error: reference to an undefined block
"t.a"() [^bb0] : () -> ()
// -----
// error: 1:21: error: reference to an undefined block
"t.a"() ({ "t.b"() [^bb0] : () -> () }) : () -> ()
// -----
// error: 1:15: error: expected operation name in quotes
"t.a"() ({}, {) : () -> ()
// -----
// error: 1:12: error: expected ')' to end region list
"t.a"() ({} : () -> ()
// -----
// error: 1:15: error: expected '}' in attribute dictionary
"t.a"() {a = 1 b = 2} : () -> ()
// -----
// error: 1:16: error: expected attribute name
"t.a"() {a = 1,} : () -> ()
// -----
// error: 1:10: error: expected attribute name
"t.a"() {1 = 1} : () -> ()
// -----
// error: 1:15: error: expected ')'
"t.a"() : (i32 -> ()
// -----
// error: 1:22: error: expected non-function type
"t.a"() : () -> (i32, )
// -----
// error: 1:55: error: cannot have affine map for unranked memref type
"t.a"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>
// -----
// error: 1:37: error: cannot apply encoding to unranked tensor
"t.a"() : () -> tensor<*xf32, "enc">
// -----
// error: 1:26: error: vector types must have positive constant sizes
"t.a"() : () -> vector<0xf32>
// -----
// error: 1:26: error: vector elements must be int/index/float type
"t.a"() : () -> vector<4xtensor<2xf32>>
// -----
// error: 1:25: error: invalid element type for complex
"t.a"() : () -> complex<tensor<2xf32>>
// -----
// error: 1:26: error: invalid tensor element type
"t.a"() : () -> tensor<4xnone>
// -----
// error: 1:26: error: invalid memref element type
"t.a"() : () -> memref<4xnone>
// -----
// error: 1:24: error: invalid dimension
"t.a"() : () -> tensor<99999999999999999999xf32>
// -----
// error: 1:24: error: expected non-function type
"t.a"() : () -> tensor<-1xf32>
// -----
// error: 1:15: error: integer constant out of range for attribute
"t.a"() {a = -0 : i32} : () -> ()
// -----
// error: 1:30: error: integer constant out of range
"t.a"() {a = array<i8: 1, 300>} : () -> ()
// -----
// error: 1:20: error: element type bitwidth must be a multiple of 8
"t.a"() {a = array<i7: 1>} : () -> ()
// -----
// error: 1:20: error: expected integer or float type, got: 'tensor<2xi32>'
"t.a"() {a = array<tensor<2xi32>: 1>} : () -> ()
// -----
// error: 1:45: error: expected floating-point elements, but parsed integer
"t.a"() {a = dense<[1.0, 2]> : tensor<2xf32>} : () -> ()
// -----
// error: 1:24: error: expected integer elements, but parsed floating-point
"t.a"() {a = dense<[1, 2.0]> : tensor<2xi32>} : () -> ()
// -----
// error: 1:27: error: tensor literal is invalid; ranks are not consistent between elements
"t.a"() {a = dense<[1, [2]]> : tensor<2xi32>} : () -> ()
// -----
// error: 1:22: error: parsed zero elements, but type ('tensor<2xi32>') expected at least 1
"t.a"() {a = dense<> : tensor<2xi32>} : () -> ()
// -----
// error: 1:38: error: elements literal type must have static shape
"t.a"() {a = dense<1> : tensor<?xi32>} : () -> ()
// -----
// error: 1:28: error: elements literal must be a shaped type
"t.a"() {a = dense<1> : i32} : () -> ()
// -----
// error: 1:30: error: elements hex data size is invalid for provided type: 'tensor<4xi32>'
"t.a"() {a = dense<"0x0100"> : tensor<4xi32>} : () -> ()
// -----
// error: 1:20: error: expected string containing hex digits starting with `0x`
"t.a"() {a = dense<"abc"> : tensor<4xi32>} : () -> ()
// -----
// error: 1:20: error: expected i1 type for 'true' or 'false' values
"t.a"() {a = dense<true> : tensor<2xi32>} : () -> ()
// -----
// error: 1:21: error: expected unsigned integer elements, but parsed negative value
"t.a"() {a = dense<-1> : tensor<2xui32>} : () -> ()
// -----
// error: 1:20: error: integer constant out of range for type
"t.a"() {a = dense<300> : tensor<2xi8>} : () -> ()
// -----
// error: 1:38: error: inferred shape of elements literal ([2, 2]) does not match type ([2, 3])
"t.a"() {b = dense<[[1, 2], [3, 4]]> : tensor<2x3xi32>} : () -> ()
// -----
// error: 1:37: error: multiple memory spaces specified in memref type
"t.a"() : () -> memref<?x?xf32, 1, 2>
// -----
// error: 1:17: error: unsupported memory space Attribute
"t.a"() : () -> memref<4xf32, #t.space>
// -----
// error: 1:38: error: expected a 64-bit signed integer or '?'
"t.a"() {a = strided<[0, ?], offset: x>} : () -> ()
// -----
// error: 1:26: error: expected 'offset' after comma
"t.a"() {a = strided<[1], 2>} : () -> ()
// -----
// error: 1:18: error: expected nested symbol reference identifier
"t.a"() {a = @a::b} : () -> ()
// -----
// error: 1:21: error: expected ')' in inline location
"t.a"() {a = loc("a" at)} : () -> ()
// -----
// error: 1:30: error: expected 'at' in callsite location
"t.a"() {a = loc(callsite("a" "b"))} : () -> ()
// -----
// error: 1:30: error: expected ')' in inline location
"t.a"() {a = loc("a"(unknown)} : () -> ()
// -----
// error: 1:25: error: expected '>' after fused location metadata
"t.a"() {a = loc(fused<1 ["a"])} : () -> ()
// -----
// error: 1:22: error: expected integer line number in FileLineColLoc
"t.a"() {a = loc("f":x:1)} : () -> ()
// -----
// error: 1:24: error: expected integer column number in FileLineColLoc
"t.a"() {a = loc("f":1:x)} : () -> ()
// -----
// error: 1:15: error: expected constant integer or floating point value
"t.a"() {a = - } : () -> ()
// -----
// error: 1:14: error: integer literal not valid for specified type
"t.a"() {a = 1 : tensor<2xi32>} : () -> ()
// -----
// error: 1:19: error: expected non-function type
"t.a"() {a = "x" : } : () -> ()
// -----
// error: 1:22: error: unbalanced '<' character in pretty dialect name
"t.a"() : () -> !t.x<"a"
// -----
// error: 1:21: error: unbalanced '(' character in pretty dialect name
"t.a"() : () -> !t.x<(]>
// -----
// error: 3:6: error: redefinition of SSA value '%x'
%x = "t.a"() : () -> i32
"t.b"() ({
^bb0(%x: i32):
  "t.c"() : () -> ()
}) : () -> ()
// -----
// error: 1:24: error: unknown escape in string literal
"t.a"() : () -> !t.x<"a\q">
// -----
// error: 1:20: error: expected operation name in quotes
"t.a"() : () -> i32 : i32
// -----
// error: 3:11: error: reference to an undefined block
"t.a"() ({
^bb0:
  "t.b"()[^bb1] : () -> ()
}) : () -> ()
// -----
// error: 1:16: error: unbalanced '<' character in pretty dialect name
"t.a"() {a = #t<} : () -> ()
// -----
// error: 2:22: error: expected 2 operand types but had 1
%0 = "t.a"() : () -> (i32)
%1 = "t.b"(%0, %0) : (i32) -> i32
// -----
// error: 1:25: error: expected integer or floating point literal
"t.a"() {a = array<f32: true>} : () -> ()
// -----
// error: 1:25: error: integer constant out of range
"t.a"() {a = array<i1: 2>} : () -> ()
// -----
// error: 1:23: error: expected ':' after dense array type
"t.a"() {a = array<i32 1>} : () -> ()
// -----
// error: 1:30: error: hexadecimal float constant out of range for type
"t.a"() {a = 0x1 : f16 , b = 0x10000 : f16} : () -> ()
// -----
// error: 1:30: error: unexpected decimal integer literal for a floating point value
"t.a"() {a = 1.0 : bf16, b = 2 : f64} : () -> ()
// -----
// error: 1:14: error: integer literal not valid for specified type
"t.a"() {a = 5 : none} : () -> ()
// -----
// error: 1:16: error: expected non-function type
"t.a"() : () -> i
// -----
// error: 1:16: error: expected non-function type
"t.a"() : () -> f
// -----
// error: 1:1: error: expected operation name in quotes
^bb1:
"t.a"() : () -> ()
// -----
// error: 4:7: error: use of undeclared SSA value name
"t.a"() ({
  %0 = "t.x"() : () -> i32
}) : () -> ()
"t.b"(%0) : (i32) -> ()
// -----
// error: 4:9: error: use of undeclared SSA value name
"t.a"() ({
  %0 = "t.x"() : () -> i32
}, {
  "t.b"(%0) : (i32) -> ()
}) : () -> ()
// -----
// error: 1:24: error: operation location alias was never defined
"t.a"() : () -> () loc(#undefined_at_end)
"t.b"() : () -> ()
// -----
// error: 1:7: error: use of undeclared SSA value name
"t.a"(%x)[^bb1] : (i32) -> ()
// -----
// error: 1:19: error: invalid dialect namespace '""'
"t.a"() : () -> !.x
// -----
// error: 1:16: error: invalid dialect namespace '""'
"t.a"() {a = #.<x>} : () -> ()
// -----
// error: 1:21: error: invalid dialect namespace '"-x"'
"t.a"() : () -> !-x.y
// -----
// error: 1:17: error: invalid dialect namespace '"-"'
"t.a"() {a = #-.y} : () -> ()
// -----
// error: 1:24: error: operation location alias was never defined
"t.a"() : () -> () loc(#l)
"t.b"()[^bb9] : () -> ()
// -----
// error: 1:28: error: elements hex data size is invalid for provided type: 'tensor<9xi1>'
"t.a"() {a = dense<"0xF0"> : tensor<9xi1>} : () -> ()
