package interp

import (
	"encoding/binary"
	"math"

	"github.com/strata-ir/strata/ir"
)

// The engine's machine: the instructions dialects compile their ops to.
// Integers of N bits live zero-extended in 64-bit slots, floats as their
// bits, pointers as addresses, aggregates as byte slices in Frame.X.

// IntOp is an integer binary operation.
type IntOp uint8

const (
	Add IntOp = iota
	Sub
	Mul
	SDiv
	UDiv
	SRem
	URem
	And
	Or
	Xor
	Shl
	LShr
	AShr
	SMax
	SMin
	UMax
	UMin
)

func sx(x uint64, sh int32) int64 { return int64(x<<uint(sh)) >> uint(sh) }

func execAdd64(fr *Frame, in *Instr) int32 { fr.R[in.A] = fr.R[in.B] + fr.R[in.C]; return in.N }
func execAdd32(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = uint64(uint32(fr.R[in.B] + fr.R[in.C]))
	return in.N
}
func execAdd(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = (fr.R[in.B] + fr.R[in.C]) & in.Imm
	return in.N
}
func execSub64(fr *Frame, in *Instr) int32 { fr.R[in.A] = fr.R[in.B] - fr.R[in.C]; return in.N }
func execSub(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = (fr.R[in.B] - fr.R[in.C]) & in.Imm
	return in.N
}
func execMul64(fr *Frame, in *Instr) int32 { fr.R[in.A] = fr.R[in.B] * fr.R[in.C]; return in.N }
func execMul(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = (fr.R[in.B] * fr.R[in.C]) & in.Imm
	return in.N
}
func execAnd(fr *Frame, in *Instr) int32 { fr.R[in.A] = fr.R[in.B] & fr.R[in.C]; return in.N }
func execOr(fr *Frame, in *Instr) int32  { fr.R[in.A] = fr.R[in.B] | fr.R[in.C]; return in.N }
func execXor(fr *Frame, in *Instr) int32 { fr.R[in.A] = fr.R[in.B] ^ fr.R[in.C]; return in.N }
func execShl(fr *Frame, in *Instr) int32 {
	s := fr.R[in.C]
	if s >= 64-uint64(in.T) {
		fr.R[in.A] = 0
	} else {
		fr.R[in.A] = (fr.R[in.B] << s) & in.Imm
	}
	return in.N
}
func execLShr(fr *Frame, in *Instr) int32 {
	s := fr.R[in.C]
	if s >= 64 {
		fr.R[in.A] = 0
	} else {
		fr.R[in.A] = fr.R[in.B] >> s
	}
	return in.N
}
func execAShr(fr *Frame, in *Instr) int32 {
	s := min(fr.R[in.C], 63)
	fr.R[in.A] = uint64(sx(fr.R[in.B], in.T)>>s) & in.Imm
	return in.N
}
func execSDiv(fr *Frame, in *Instr) int32 {
	y := sx(fr.R[in.C], in.T)
	if y == 0 {
		return fr.Trap(in, "integer division by zero")
	}
	x := sx(fr.R[in.B], in.T)
	if y == -1 && x == sx(1<<(63-uint(in.T)), in.T) {
		return fr.Trap(in, "integer overflow: %d / -1", x)
	}
	fr.R[in.A] = uint64(x/y) & in.Imm
	return in.N
}
func execSRem(fr *Frame, in *Instr) int32 {
	y := sx(fr.R[in.C], in.T)
	if y == 0 {
		return fr.Trap(in, "integer division by zero (remainder)")
	}
	x := sx(fr.R[in.B], in.T)
	if y == -1 {
		fr.R[in.A] = 0
		return in.N
	}
	fr.R[in.A] = uint64(x%y) & in.Imm
	return in.N
}
func execUDiv(fr *Frame, in *Instr) int32 {
	y := fr.R[in.C]
	if y == 0 {
		return fr.Trap(in, "integer division by zero")
	}
	fr.R[in.A] = fr.R[in.B] / y
	return in.N
}
func execURem(fr *Frame, in *Instr) int32 {
	y := fr.R[in.C]
	if y == 0 {
		return fr.Trap(in, "integer division by zero (remainder)")
	}
	fr.R[in.A] = fr.R[in.B] % y
	return in.N
}
func execSMax(fr *Frame, in *Instr) int32 {
	if sx(fr.R[in.B], in.T) >= sx(fr.R[in.C], in.T) {
		fr.R[in.A] = fr.R[in.B]
	} else {
		fr.R[in.A] = fr.R[in.C]
	}
	return in.N
}
func execSMin(fr *Frame, in *Instr) int32 {
	if sx(fr.R[in.B], in.T) <= sx(fr.R[in.C], in.T) {
		fr.R[in.A] = fr.R[in.B]
	} else {
		fr.R[in.A] = fr.R[in.C]
	}
	return in.N
}
func execUMax(fr *Frame, in *Instr) int32 { fr.R[in.A] = max(fr.R[in.B], fr.R[in.C]); return in.N }
func execUMin(fr *Frame, in *Instr) int32 { fr.R[in.A] = min(fr.R[in.B], fr.R[in.C]); return in.N }

// IntBinary emits dst = a op b on integers of the given width.
func (c *Compiler) IntBinary(op IntOp, bits int, dst, a, b int32) {
	in := Instr{A: dst, B: a, C: b, Imm: mask(bits), T: int32(64 - bits)}
	switch op {
	case Add:
		in.Fn = execAdd
		if bits == 64 {
			in.Fn = execAdd64
		} else if bits == 32 {
			in.Fn = execAdd32
		}
	case Sub:
		in.Fn = execSub
		if bits == 64 {
			in.Fn = execSub64
		} else if bits == 32 {
			in.Fn = execSub32
		}
	case Mul:
		in.Fn = execMul
		if bits == 64 {
			in.Fn = execMul64
		}
	case SDiv:
		in.Fn = execSDiv
	case UDiv:
		in.Fn = execUDiv
	case SRem:
		in.Fn = execSRem
	case URem:
		in.Fn = execURem
	case And:
		in.Fn = execAnd
	case Or:
		in.Fn = execOr
	case Xor:
		in.Fn = execXor
	case Shl:
		in.Fn = execShl
	case LShr:
		in.Fn = execLShr
	case AShr:
		in.Fn = execAShr
	case SMax:
		in.Fn = execSMax
	case SMin:
		in.Fn = execSMin
	case UMax:
		in.Fn = execUMax
	case UMin:
		in.Fn = execUMin
	}
	c.Emit(in)
}

// IntImm emits dst = a op imm (for inc/dec/not and similar).
func (c *Compiler) IntImm(op IntOp, bits int, dst, a int32, imm uint64) {
	c.IntBinary(op, bits, dst, a, c.ConstSlot(imm&mask(bits)))
}

// Pred is an integer comparison.
type Pred uint8

const (
	EQ Pred = iota
	NE
	SLT
	SLE
	SGT
	SGE
	ULT
	ULE
	UGT
	UGE
)

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func execEQ(fr *Frame, in *Instr) int32 { fr.R[in.A] = b2u(fr.R[in.B] == fr.R[in.C]); return in.N }
func execNE(fr *Frame, in *Instr) int32 { fr.R[in.A] = b2u(fr.R[in.B] != fr.R[in.C]); return in.N }
func execSLT(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = b2u(sx(fr.R[in.B], in.T) < sx(fr.R[in.C], in.T))
	return in.N
}
func execSLE(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = b2u(sx(fr.R[in.B], in.T) <= sx(fr.R[in.C], in.T))
	return in.N
}
func execSGT(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = b2u(sx(fr.R[in.B], in.T) > sx(fr.R[in.C], in.T))
	return in.N
}
func execSGE(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = b2u(sx(fr.R[in.B], in.T) >= sx(fr.R[in.C], in.T))
	return in.N
}
func execULT(fr *Frame, in *Instr) int32 { fr.R[in.A] = b2u(fr.R[in.B] < fr.R[in.C]); return in.N }
func execULE(fr *Frame, in *Instr) int32 { fr.R[in.A] = b2u(fr.R[in.B] <= fr.R[in.C]); return in.N }
func execUGT(fr *Frame, in *Instr) int32 { fr.R[in.A] = b2u(fr.R[in.B] > fr.R[in.C]); return in.N }
func execUGE(fr *Frame, in *Instr) int32 { fr.R[in.A] = b2u(fr.R[in.B] >= fr.R[in.C]); return in.N }

var cmpFns = [...]ExecFn{execEQ, execNE, execSLT, execSLE, execSGT, execSGE, execULT, execULE, execUGT, execUGE}

// ICmp emits dst = a pred b (0 or 1) on integers of the given width.
func (c *Compiler) ICmp(p Pred, bits int, dst, a, b int32) {
	c.Emit(Instr{Fn: cmpFns[p], A: dst, B: a, C: b, T: int32(64 - bits)})
}

// FloatOp is a floating-point binary operation.
type FloatOp uint8

const (
	FAdd FloatOp = iota
	FSub
	FMul
	FDiv
	FRem
	FMax  // maxnum
	FMin  // minnum
	FPow  // pow
	FCopy // copysign
	FMaximum
	FMinimum
	FAtan2
)

func f64(x uint64) float64 { return math.Float64frombits(x) }
func f32(x uint64) float32 { return math.Float32frombits(uint32(x)) }
func u64(f float64) uint64 { return math.Float64bits(f) }
func u32(f float32) uint64 { return uint64(math.Float32bits(f)) }

// The float instructions count their flops (flops.go) after storing
// the result: an increment before it delays the instruction's own loads
// (a float loop ran 10-20% slower than with the increment after).
func execFAdd64(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = u64(f64(fr.R[in.B]) + f64(fr.R[in.C]))
	fr.T.flops++
	return in.N
}
func execFSub64(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = u64(f64(fr.R[in.B]) - f64(fr.R[in.C]))
	fr.T.flops++
	return in.N
}
func execFMul64(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = u64(f64(fr.R[in.B]) * f64(fr.R[in.C]))
	fr.T.flops++
	return in.N
}
func execFDiv64(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = u64(f64(fr.R[in.B]) / f64(fr.R[in.C]))
	fr.T.flops++
	return in.N
}
func execFAdd32(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = u32(f32(fr.R[in.B]) + f32(fr.R[in.C]))
	fr.T.flops++
	return in.N
}
func execFSub32(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = u32(f32(fr.R[in.B]) - f32(fr.R[in.C]))
	fr.T.flops++
	return in.N
}
func execFMul32(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = u32(f32(fr.R[in.B]) * f32(fr.R[in.C]))
	fr.T.flops++
	return in.N
}
func execFDiv32(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = u32(f32(fr.R[in.B]) / f32(fr.R[in.C]))
	fr.T.flops++
	return in.N
}

func floatFn2(op FloatOp) func(x, y float64) float64 {
	switch op {
	case FRem:
		return math.Mod
	case FMax:
		return func(x, y float64) float64 {
			if math.IsNaN(x) {
				return y
			}
			if math.IsNaN(y) {
				return x
			}
			return math.Max(x, y)
		}
	case FMin:
		return func(x, y float64) float64 {
			if math.IsNaN(x) {
				return y
			}
			if math.IsNaN(y) {
				return x
			}
			return math.Min(x, y)
		}
	case FMaximum:
		return math.Max
	case FMinimum:
		return math.Min
	case FPow:
		return math.Pow
	case FCopy:
		return math.Copysign
	case FAtan2:
		return math.Atan2
	}
	return nil
}

// floatFlops is what an execution of op adds to the thread's flop count
// (Thread.Flops): the arithmetic and the math functions count one, the
// selections and sign operations (maxnum, minimum, copysign) none, as
// fneg does not.
func floatFlops(op FloatOp) uint64 {
	switch op {
	case FMax, FMin, FMaximum, FMinimum, FCopy:
		return 0
	}
	return 1
}

// FloatBinary emits dst = a op b on floats of the given width (32 or 64).
func (c *Compiler) FloatBinary(op FloatOp, bits int, dst, a, b int32) {
	in := Instr{A: dst, B: a, C: b}
	if bits == 32 {
		switch op {
		case FAdd:
			in.Fn = execFAdd32
		case FSub:
			in.Fn = execFSub32
		case FMul:
			in.Fn = execFMul32
		case FDiv:
			in.Fn = execFDiv32
		default:
			f := floatFn2(op)
			in.Imm = floatFlops(op)
			in.Fn = func(fr *Frame, in *Instr) int32 {
				fr.R[in.A] = u32(float32(f(float64(f32(fr.R[in.B])), float64(f32(fr.R[in.C])))))
				fr.T.flops += in.Imm
				return in.N
			}
		}
	} else {
		switch op {
		case FAdd:
			in.Fn = execFAdd64
		case FSub:
			in.Fn = execFSub64
		case FMul:
			in.Fn = execFMul64
		case FDiv:
			in.Fn = execFDiv64
		default:
			f := floatFn2(op)
			in.Imm = floatFlops(op)
			in.Fn = func(fr *Frame, in *Instr) int32 {
				fr.R[in.A] = u64(f(f64(fr.R[in.B]), f64(fr.R[in.C])))
				fr.T.flops += in.Imm
				return in.N
			}
		}
	}
	c.Emit(in)
}

// FloatUnary emits dst = f(a) on floats of the given width; each
// execution adds flops to the thread's count (Thread.Flops): 1 for a
// math function (sqrt, exp), 0 for an exact operation (fabs, floor).
func (c *Compiler) FloatUnary(f func(float64) float64, flops uint64, bits int, dst, a int32) {
	if bits == 32 {
		c.Emit(Instr{A: dst, B: a, Imm: flops, Fn: func(fr *Frame, in *Instr) int32 {
			fr.R[in.A] = u32(float32(f(float64(f32(fr.R[in.B])))))
			fr.T.flops += in.Imm
			return in.N
		}})
		return
	}
	c.Emit(Instr{A: dst, B: a, Imm: flops, Fn: func(fr *Frame, in *Instr) int32 {
		fr.R[in.A] = u64(f(f64(fr.R[in.B])))
		fr.T.flops += in.Imm
		return in.N
	}})
}

// FNeg emits dst = -a.
func (c *Compiler) FNeg(bits int, dst, a int32) {
	sign := uint64(1) << 63
	if bits == 32 {
		sign = 1 << 31
	}
	c.Emit(Instr{A: dst, B: a, Imm: sign, Fn: func(fr *Frame, in *Instr) int32 {
		fr.R[in.A] = fr.R[in.B] ^ in.Imm
		return in.N
	}})
}

// FMA emits dst = a*b + c (a multiply and an add: two flops).
func (c *Compiler) FMA(bits int, dst, a, b, cc int32) {
	if bits == 32 {
		c.Emit(Instr{A: dst, B: a, C: b, T: cc, Fn: func(fr *Frame, in *Instr) int32 {
			fr.R[in.A] = u32(float32(math.FMA(float64(f32(fr.R[in.B])), float64(f32(fr.R[in.C])), float64(f32(fr.R[in.T])))))
			fr.T.flops += 2
			return in.N
		}})
		return
	}
	c.Emit(Instr{A: dst, B: a, C: b, T: cc, Fn: func(fr *Frame, in *Instr) int32 {
		fr.R[in.A] = u64(math.FMA(f64(fr.R[in.B]), f64(fr.R[in.C]), f64(fr.R[in.T])))
		fr.T.flops += 2
		return in.N
	}})
}

// FPred is a floating-point comparison, numbered as LLVM's.
type FPred uint8

const (
	FFalse FPred = iota
	FOEQ
	FOGT
	FOGE
	FOLT
	FOLE
	FONE
	FORD
	FUEQ
	FUGT
	FUGE
	FULT
	FULE
	FUNE
	FUNO
	FTrue
)

func fcmp(p FPred, x, y float64) bool {
	uno := x != x || y != y
	switch p {
	case FFalse:
		return false
	case FOEQ:
		return !uno && x == y
	case FOGT:
		return !uno && x > y
	case FOGE:
		return !uno && x >= y
	case FOLT:
		return !uno && x < y
	case FOLE:
		return !uno && x <= y
	case FONE:
		return !uno && x != y
	case FORD:
		return !uno
	case FUEQ:
		return uno || x == y
	case FUGT:
		return uno || x > y
	case FUGE:
		return uno || x >= y
	case FULT:
		return uno || x < y
	case FULE:
		return uno || x <= y
	case FUNE:
		return uno || x != y
	case FUNO:
		return uno
	}
	return true
}

func execFOLT64(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = b2u(f64(fr.R[in.B]) < f64(fr.R[in.C]))
	return in.N
}

// FCmp emits dst = a pred b on floats.
func (c *Compiler) FCmp(p FPred, bits int, dst, a, b int32) {
	if bits == 64 && p == FOLT {
		c.Emit(Instr{Fn: execFOLT64, A: dst, B: a, C: b})
		return
	}
	in := Instr{A: dst, B: a, C: b, Imm: uint64(p)}
	if bits == 32 {
		in.Fn = func(fr *Frame, in *Instr) int32 {
			fr.R[in.A] = b2u(fcmp(FPred(in.Imm), float64(f32(fr.R[in.B])), float64(f32(fr.R[in.C]))))
			return in.N
		}
	} else {
		in.Fn = func(fr *Frame, in *Instr) int32 {
			fr.R[in.A] = b2u(fcmp(FPred(in.Imm), f64(fr.R[in.B]), f64(fr.R[in.C])))
			return in.N
		}
	}
	c.Emit(in)
}

// CastOp is a conversion.
type CastOp uint8

const (
	Trunc CastOp = iota
	ZExt
	SExt
	SIToFP
	UIToFP
	FPToSI
	FPToUI
	FPExt
	FPTrunc
	Bitcast
)

func execMask(fr *Frame, in *Instr) int32 { fr.R[in.A] = fr.R[in.B] & in.Imm; return in.N }
func execSExt(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = uint64(sx(fr.R[in.B], in.T)) & in.Imm
	return in.N
}

// Cast emits dst = conversion of src. from and to are the widths in bits
// (for floats 32 or 64).
func (c *Compiler) Cast(op CastOp, from, to int, dst, src int32) {
	in := Instr{A: dst, B: src, Imm: mask(to), T: int32(64 - from), C: int32(64 - to)}
	switch op {
	case Trunc:
		in.Fn = execMask
	case ZExt, Bitcast:
		c.Move(dst, src)
		return
	case SExt:
		in.Fn = execSExt
	case SIToFP:
		if to == 32 {
			in.Fn = func(fr *Frame, in *Instr) int32 { fr.R[in.A] = u32(float32(sx(fr.R[in.B], in.T))); return in.N }
		} else {
			in.Fn = func(fr *Frame, in *Instr) int32 { fr.R[in.A] = u64(float64(sx(fr.R[in.B], in.T))); return in.N }
		}
	case UIToFP:
		if to == 32 {
			in.Fn = func(fr *Frame, in *Instr) int32 { fr.R[in.A] = u32(float32(fr.R[in.B])); return in.N }
		} else {
			in.Fn = func(fr *Frame, in *Instr) int32 { fr.R[in.A] = u64(float64(fr.R[in.B])); return in.N }
		}
	case FPToSI:
		if from == 32 {
			in.Fn = func(fr *Frame, in *Instr) int32 {
				fr.R[in.A] = uint64(fpToSI(float64(f32(fr.R[in.B])))) & in.Imm
				return in.N
			}
		} else {
			in.Fn = func(fr *Frame, in *Instr) int32 { fr.R[in.A] = uint64(fpToSI(f64(fr.R[in.B]))) & in.Imm; return in.N }
		}
	case FPToUI:
		if from == 32 {
			in.Fn = func(fr *Frame, in *Instr) int32 { fr.R[in.A] = fpToUI(float64(f32(fr.R[in.B]))) & in.Imm; return in.N }
		} else {
			in.Fn = func(fr *Frame, in *Instr) int32 { fr.R[in.A] = fpToUI(f64(fr.R[in.B])) & in.Imm; return in.N }
		}
	case FPExt:
		if from == to {
			c.Move(dst, src)
			return
		}
		in.Fn = func(fr *Frame, in *Instr) int32 { fr.R[in.A] = u64(float64(f32(fr.R[in.B]))); return in.N }
	case FPTrunc:
		if from == to {
			c.Move(dst, src)
			return
		}
		in.Fn = func(fr *Frame, in *Instr) int32 { fr.R[in.A] = u32(float32(f64(fr.R[in.B]))); return in.N }
	}
	c.Emit(in)
}

// fpToSI converts as x86's cvttsd2si does: out of range is INT64_MIN.
func fpToSI(f float64) int64 {
	if f != f || f >= 9.223372036854775807e18 || f < -9.223372036854775808e18 {
		return math.MinInt64
	}
	return int64(f)
}

func fpToUI(f float64) uint64 {
	if f != f || f <= -1 || f >= 1.8446744073709551615e19 {
		return 0
	}
	if f >= 9.223372036854775807e18 {
		return uint64(int64(f-9.223372036854775808e18)) + 1<<63
	}
	return uint64(int64(f))
}

func execSelect(fr *Frame, in *Instr) int32 {
	if fr.R[in.T] != 0 {
		fr.R[in.A] = fr.R[in.B]
	} else {
		fr.R[in.A] = fr.R[in.C]
	}
	return in.N
}

// Select emits dst = cond ? a : b.
func (c *Compiler) Select(dst, cond, a, b int32) {
	if c.aggSlots[a] || c.aggSlots[b] {
		c.MarkAgg(dst)
		c.Emit(Instr{A: dst, B: a, C: b, T: cond, Fn: func(fr *Frame, in *Instr) int32 {
			if fr.R[in.T] != 0 {
				fr.X[in.A] = fr.X[in.B]
			} else {
				fr.X[in.A] = fr.X[in.C]
			}
			return in.N
		}})
		return
	}
	c.Emit(Instr{Fn: execSelect, A: dst, B: a, C: b, T: cond})
}

// Loads and stores.

func execLoad1(fr *Frame, in *Instr) int32 {
	a := fr.R[in.B]
	p, o := fr.T.at(a, 1, false)
	if p == nil {
		return fr.slowLoad(in, a, 1)
	}
	fr.R[in.A] = uint64(p.data[o]) & in.Imm
	return in.N
}
func execLoad2(fr *Frame, in *Instr) int32 {
	a := fr.R[in.B]
	p, o := fr.T.at(a, 2, false)
	if p == nil {
		return fr.slowLoad(in, a, 2)
	}
	fr.R[in.A] = uint64(binary.LittleEndian.Uint16(p.data[o:]))
	return in.N
}
func execLoad4(fr *Frame, in *Instr) int32 {
	a := fr.R[in.B]
	p, o := fr.T.at(a, 4, false)
	if p == nil {
		return fr.slowLoad(in, a, 4)
	}
	fr.R[in.A] = uint64(binary.LittleEndian.Uint32(p.data[o:]))
	return in.N
}
func execLoad8(fr *Frame, in *Instr) int32 {
	a := fr.R[in.B]
	p, o := fr.T.at(a, 8, false)
	if p == nil {
		return fr.slowLoad(in, a, 8)
	}
	fr.R[in.A] = binary.LittleEndian.Uint64(p.data[o:])
	return in.N
}

func (fr *Frame) slowLoad(in *Instr, a, n uint64) int32 {
	v, ok := fr.T.M.LoadN(a, n)
	if !ok || fr.T.fault != "" {
		return fr.MemFault(in, a, n)
	}
	if n == 1 {
		v &= in.Imm
	}
	fr.R[in.A] = v
	return in.N
}

func execStore1(fr *Frame, in *Instr) int32 {
	a := fr.R[in.B]
	p, o := fr.T.at(a, 1, true)
	if p == nil {
		return fr.slowStore(in, a, 1)
	}
	p.data[o] = byte(fr.R[in.A])
	return in.N
}
func execStore2(fr *Frame, in *Instr) int32 {
	a := fr.R[in.B]
	p, o := fr.T.at(a, 2, true)
	if p == nil {
		return fr.slowStore(in, a, 2)
	}
	binary.LittleEndian.PutUint16(p.data[o:], uint16(fr.R[in.A]))
	return in.N
}
func execStore4(fr *Frame, in *Instr) int32 {
	a := fr.R[in.B]
	p, o := fr.T.at(a, 4, true)
	if p == nil {
		return fr.slowStore(in, a, 4)
	}
	binary.LittleEndian.PutUint32(p.data[o:], uint32(fr.R[in.A]))
	return in.N
}
func execStore8(fr *Frame, in *Instr) int32 {
	a := fr.R[in.B]
	p, o := fr.T.at(a, 8, true)
	if p == nil {
		return fr.slowStore(in, a, 8)
	}
	binary.LittleEndian.PutUint64(p.data[o:], fr.R[in.A])
	return in.N
}

func (fr *Frame) slowStore(in *Instr, a, n uint64) int32 {
	if fr.T.fault != "" || !fr.T.M.StoreN(a, n, fr.R[in.A]) {
		return fr.MemFault(in, a, n)
	}
	return in.N
}

// Load emits dst = *(T*)addr for a value of layout ti.
func (c *Compiler) Load(dst, addr int32, ti *TypeInfo) error {
	if ti.Class == Agg {
		c.MarkAgg(dst)
		size := uint64(ti.Size)
		c.Emit(Instr{A: dst, B: addr, Imm: size, Fn: func(fr *Frame, in *Instr) int32 {
			a := fr.R[in.B]
			b := make([]byte, in.Imm)
			if !fr.T.M.Read(a, b) {
				return fr.MemFault(in, a, in.Imm)
			}
			fr.X[in.A] = b
			return in.N
		}})
		return nil
	}
	in := Instr{A: dst, B: addr, Imm: mask(ti.Bits)}
	switch ti.Size {
	case 1:
		in.Fn = execLoad1
	case 2:
		in.Fn = execLoad2
	case 4:
		in.Fn = execLoad4
	case 8:
		in.Fn = execLoad8
	case 16:
		in.Fn = execLoad8 // long double, kept as a double
	default:
		return c.Errorf("cannot load a value of %d bytes", ti.Size)
	}
	c.Emit(in)
	return nil
}

// Store emits *(T*)addr = val for a value of layout ti.
func (c *Compiler) Store(val, addr int32, ti *TypeInfo) error {
	if ti.Class == Agg {
		size := uint64(ti.Size)
		c.Emit(Instr{A: val, B: addr, Imm: size, Fn: func(fr *Frame, in *Instr) int32 {
			a := fr.R[in.B]
			b := fr.X[in.A]
			if b == nil {
				b = make([]byte, in.Imm)
			}
			if !fr.T.M.Write(a, b[:in.Imm]) {
				return fr.MemFault(in, a, in.Imm)
			}
			return in.N
		}})
		return nil
	}
	in := Instr{A: val, B: addr}
	switch ti.Size {
	case 1:
		in.Fn = execStore1
	case 2:
		in.Fn = execStore2
	case 4:
		in.Fn = execStore4
	case 8, 16:
		in.Fn = execStore8
	default:
		return c.Errorf("cannot store a value of %d bytes", ti.Size)
	}
	c.Emit(in)
	return nil
}

// PtrOffset emits dst = base + idx*scale + off, idx (a slot, or -1 for
// none) sign-extended from idxBits when signed.
func (c *Compiler) PtrOffset(dst, base, idx int32, idxBits int, signed bool, scale, off int64) {
	if idx < 0 {
		c.Emit(Instr{A: dst, B: base, Imm: uint64(off), Fn: func(fr *Frame, in *Instr) int32 {
			fr.R[in.A] = fr.R[in.B] + in.Imm
			return in.N
		}})
		return
	}
	if signed && idxBits < 64 {
		sh := int32(64 - idxBits)
		c.Emit(Instr{A: dst, B: base, C: idx, T: sh, F: int32(scale), Imm: uint64(off), Fn: func(fr *Frame, in *Instr) int32 {
			fr.R[in.A] = fr.R[in.B] + uint64(sx(fr.R[in.C], in.T)*int64(in.F)) + in.Imm
			return in.N
		}})
		return
	}
	if scale == int64(int32(scale)) {
		c.Emit(Instr{A: dst, B: base, C: idx, F: int32(scale), Imm: uint64(off), Fn: func(fr *Frame, in *Instr) int32 {
			fr.R[in.A] = fr.R[in.B] + fr.R[in.C]*uint64(int64(in.F)) + in.Imm
			return in.N
		}})
		return
	}
	s := uint64(scale)
	c.Emit(Instr{A: dst, B: base, C: idx, Imm: uint64(off), Fn: func(fr *Frame, in *Instr) int32 {
		fr.R[in.A] = fr.R[in.B] + fr.R[in.C]*s + in.Imm
		return in.N
	}})
}

// Alloca emits dst = a stack allocation of size bytes (times the value of
// slot count, unless count is -1) aligned to align, freed at return. An
// alloca of a constant size executed again in the same frame returns the
// same memory (an alloca in a loop body does not grow the stack).
func (c *Compiler) Alloca(dst int32, size, align int64, count int32, name string) {
	if count < 0 {
		k := int32(c.f.nallocas)
		c.f.nallocas++
		c.Emit(Instr{A: dst, B: k, Imm: uint64(size), C: int32(align), Fn: func(fr *Frame, in *Instr) int32 {
			if a := fr.allocas[in.B]; a != 0 {
				fr.R[in.A] = a
				return in.N
			}
			a := fr.T.Alloca(in.Op, in.Imm, uint64(in.C), name)
			fr.allocas[in.B] = a
			fr.R[in.A] = a
			return in.N
		}})
		return
	}
	c.Emit(Instr{A: dst, B: count, Imm: uint64(size), C: int32(align), Fn: func(fr *Frame, in *Instr) int32 {
		n := fr.R[in.B]
		if n > 1<<40 {
			return fr.Trap(in, "stack overflow: alloca of %d elements", n)
		}
		fr.R[in.A] = fr.T.Alloca(in.Op, in.Imm*n, uint64(in.C), name)
		return in.N
	}})
}

// Call emits a direct call of f with the argument slots; res is the slot of
// the result or -1.
func (c *Compiler) Call(f *Func, args []int32, res int32) {
	c.call(f, -1, args, res)
}

// CallIndirect emits a call through the function pointer in slot fp.
func (c *Compiler) CallIndirect(fp int32, args []int32, res int32) {
	c.call(nil, fp, args, res)
}

func (c *Compiler) call(f *Func, fp int32, args []int32, res int32) {
	anyAgg := res >= 0 && c.aggSlots[res]
	for _, a := range args {
		anyAgg = anyAgg || c.aggSlots[a]
	}
	e := c.e
	c.Emit(Instr{A: res, B: fp, Fn: func(fr *Frame, in *Instr) int32 {
		callee := f
		if callee == nil {
			callee = e.funcAt(fr, in, fr.R[in.B])
		}
		t := fr.T
		if callee.body == nil {
			return t.callExtern(fr, in, callee, args)
		}
		nf := t.enter(callee, in.Op)
		ps := callee.params
		if anyAgg || callee.hasAgg {
			for i, s := range args {
				if i < len(ps) {
					if fr.X != nil && fr.X[s] != nil {
						nf.X[ps[i]] = fr.X[s]
					} else {
						nf.R[ps[i]] = fr.R[s]
					}
				}
			}
		} else {
			for i, s := range args {
				if i < len(ps) {
					nf.R[ps[i]] = fr.R[s]
				}
			}
		}
		if callee.Variadic {
			for _, s := range args[min(len(ps), len(args)):] {
				nf.varargs = append(nf.varargs, fr.R[s])
			}
		}
		t.exec(nf)
		if in.A >= 0 {
			if nf.retX != nil {
				fr.X[in.A] = nf.retX
				nf.retX = nil
			} else {
				fr.R[in.A] = nf.ret
			}
		}
		t.leave(nf)
		return in.N
	}})
}

func (e *Engine) funcAt(fr *Frame, in *Instr, a uint64) *Func {
	i := (a - funcBase) / 16
	if a < funcBase || a%16 != 0 || i == 0 || i > uint64(len(e.funcSeq)) {
		fr.Trap(in, "call through a pointer that is not a function: 0x%x", a)
	}
	return e.funcSeq[i-1]
}

// ExternCall is a call of a function the engine provides (libc).
type ExternCall struct {
	T    *Thread
	Op   *ir.Operation
	Fn   *Func
	Args []uint64
}

// Extern is a function written in Go: it returns the result word.
type Extern func(c *ExternCall) uint64

// Arg returns argument i (0 when absent).
func (c *ExternCall) Arg(i int) uint64 {
	if i < len(c.Args) {
		return c.Args[i]
	}
	return 0
}

// Trap stops the program with a runtime error at the call.
func (c *ExternCall) Trap(format string, args ...any) { c.T.Trap(c.Op, format, args...) }

func (t *Thread) callExtern(fr *Frame, in *Instr, f *Func, args []int32) int32 {
	if f.ext == nil {
		return fr.Trap(in, "call to unknown external function '%s'", f.Name)
	}
	buf := t.scratch[:0]
	for _, s := range args {
		buf = append(buf, fr.R[s])
	}
	t.scratch = buf[:0]
	t.curOp = in.Op
	call := ExternCall{T: t, Op: in.Op, Fn: f, Args: buf}
	r := f.ext(&call)
	if in.A >= 0 {
		fr.R[in.A] = r
	}
	return in.N
}

// Return emits the return of the value in slot v (or none when -1).
func (c *Compiler) Return(v int32) {
	if v < 0 {
		c.Emit(Instr{Fn: func(fr *Frame, in *Instr) int32 { return -1 }})
		return
	}
	if c.aggSlots[v] {
		c.Emit(Instr{A: v, Fn: func(fr *Frame, in *Instr) int32 { fr.retX = fr.X[in.A]; return -1 }})
		return
	}
	c.Emit(Instr{A: v, Fn: func(fr *Frame, in *Instr) int32 { fr.ret = fr.R[in.A]; return -1 }})
}

// Fused instructions (superinstructions): what one op and its single
// user do together, in one dispatch. Dialects emit them where
// Compiler.Optimize allows.

func execBrEQ(fr *Frame, in *Instr) int32 {
	if fr.R[in.B] == fr.R[in.C] {
		return in.T
	}
	return in.F
}
func execBrNE(fr *Frame, in *Instr) int32 {
	if fr.R[in.B] != fr.R[in.C] {
		return in.T
	}
	return in.F
}
func execBrSLT(fr *Frame, in *Instr) int32 {
	if sx(fr.R[in.B], in.A) < sx(fr.R[in.C], in.A) {
		return in.T
	}
	return in.F
}
func execBrSLE(fr *Frame, in *Instr) int32 {
	if sx(fr.R[in.B], in.A) <= sx(fr.R[in.C], in.A) {
		return in.T
	}
	return in.F
}
func execBrSGT(fr *Frame, in *Instr) int32 {
	if sx(fr.R[in.B], in.A) > sx(fr.R[in.C], in.A) {
		return in.T
	}
	return in.F
}
func execBrSGE(fr *Frame, in *Instr) int32 {
	if sx(fr.R[in.B], in.A) >= sx(fr.R[in.C], in.A) {
		return in.T
	}
	return in.F
}
func execBrULT(fr *Frame, in *Instr) int32 {
	if fr.R[in.B] < fr.R[in.C] {
		return in.T
	}
	return in.F
}
func execBrULE(fr *Frame, in *Instr) int32 {
	if fr.R[in.B] <= fr.R[in.C] {
		return in.T
	}
	return in.F
}
func execBrUGT(fr *Frame, in *Instr) int32 {
	if fr.R[in.B] > fr.R[in.C] {
		return in.T
	}
	return in.F
}
func execBrUGE(fr *Frame, in *Instr) int32 {
	if fr.R[in.B] >= fr.R[in.C] {
		return in.T
	}
	return in.F
}

var cmpBrFns = [...]ExecFn{execBrEQ, execBrNE, execBrSLT, execBrSLE, execBrSGT, execBrSGE, execBrULT, execBrULE, execBrUGT, execBrUGE}

// CmpBranch emits a jump to t when a pred b (integers of the given
// width), else to f: an icmp and the conditional branch on its result in
// one instruction. A holds the shift of the sign extension.
func (c *Compiler) CmpBranch(p Pred, bits int, a, b int32, t, f *Label) {
	pc := c.Emit(Instr{Fn: cmpBrFns[p], A: int32(64 - bits), B: a, C: b})
	c.Target(pc, FieldT, t)
	c.Target(pc, FieldF, f)
}

// The address of an indexed access: base (B) + index (C, sign-extended
// by the shift T) * scale (F) + offset (Imm), the address arithmetic of
// a getelementptr folded into the load or store that uses it.
func idxAddr(fr *Frame, in *Instr) uint64 {
	return fr.R[in.B] + uint64(sx(fr.R[in.C], in.T)*int64(in.F)) + in.Imm
}

func execLoadIdx4(fr *Frame, in *Instr) int32 {
	a := idxAddr(fr, in)
	p, o := fr.T.at(a, 4, false)
	if p == nil {
		return fr.slowLoad(in, a, 4)
	}
	fr.R[in.A] = uint64(binary.LittleEndian.Uint32(p.data[o:]))
	return in.N
}
func execLoadIdx8(fr *Frame, in *Instr) int32 {
	a := idxAddr(fr, in)
	p, o := fr.T.at(a, 8, false)
	if p == nil {
		return fr.slowLoad(in, a, 8)
	}
	fr.R[in.A] = binary.LittleEndian.Uint64(p.data[o:])
	return in.N
}
func execStoreIdx4(fr *Frame, in *Instr) int32 {
	a := idxAddr(fr, in)
	p, o := fr.T.at(a, 4, true)
	if p == nil {
		return fr.slowStore(in, a, 4)
	}
	binary.LittleEndian.PutUint32(p.data[o:], uint32(fr.R[in.A]))
	return in.N
}
func execStoreIdx8(fr *Frame, in *Instr) int32 {
	a := idxAddr(fr, in)
	p, o := fr.T.at(a, 8, true)
	if p == nil {
		return fr.slowStore(in, a, 8)
	}
	binary.LittleEndian.PutUint64(p.data[o:], fr.R[in.A])
	return in.N
}

// IndexedAccess is the address of a load or store with its address
// arithmetic folded in: Base + Index*Scale + Off, Index (a slot, -1 for
// none) sign-extended from IndexBits; or, with Two, Base + Index*Scale +
// Index2*Scale2, both indices (slots) of IndexBits 32 or 64 and Off 0 (a
// row and a column: a[i][j]).
type IndexedAccess struct {
	Base, Index int32
	IndexBits   int
	Scale, Off  int64
	Two         bool
	Index2      int32
	Scale2      int64
}

// CanIndex reports whether LoadIndexed and StoreIndexed handle values of
// layout ti with the given scale.
func CanIndex(ti *TypeInfo, scale int64) bool {
	return (ti.Class == Int || ti.Class == F32 || ti.Class == F64 || ti.Class == Ptr) &&
		(ti.Size == 4 || ti.Size == 8) && scale == int64(int32(scale))
}

// CanIndex2 reports whether an access of two indices of the given width
// and scales, with the constant offset off, is an IndexedAccess.
func CanIndex2(bits int, scale, scale2, off int64) bool {
	return (bits == 32 || bits == 64) && scale == int64(int32(scale)) && off == 0
}

func idx2Addr32(fr *Frame, in *Instr) uint64 {
	return fr.R[in.B] + uint64(int64(int32(fr.R[in.C]))*int64(in.F)) + uint64(int64(int32(fr.R[in.T])))*in.Imm
}

func idx2Addr64(fr *Frame, in *Instr) uint64 {
	return fr.R[in.B] + fr.R[in.C]*uint64(int64(in.F)) + fr.R[in.T]*in.Imm
}

func execPtr2S32(fr *Frame, in *Instr) int32 { fr.R[in.A] = idx2Addr32(fr, in); return in.N }
func execPtr2S64(fr *Frame, in *Instr) int32 { fr.R[in.A] = idx2Addr64(fr, in); return in.N }

func execLoad2Idx4S32(fr *Frame, in *Instr) int32 {
	a := idx2Addr32(fr, in)
	p, o := fr.T.at(a, 4, false)
	if p == nil {
		return fr.slowLoad(in, a, 4)
	}
	fr.R[in.A] = uint64(binary.LittleEndian.Uint32(p.data[o:]))
	return in.N
}
func execLoad2Idx8S32(fr *Frame, in *Instr) int32 {
	a := idx2Addr32(fr, in)
	p, o := fr.T.at(a, 8, false)
	if p == nil {
		return fr.slowLoad(in, a, 8)
	}
	fr.R[in.A] = binary.LittleEndian.Uint64(p.data[o:])
	return in.N
}
func execLoad2Idx4S64(fr *Frame, in *Instr) int32 {
	a := idx2Addr64(fr, in)
	p, o := fr.T.at(a, 4, false)
	if p == nil {
		return fr.slowLoad(in, a, 4)
	}
	fr.R[in.A] = uint64(binary.LittleEndian.Uint32(p.data[o:]))
	return in.N
}
func execLoad2Idx8S64(fr *Frame, in *Instr) int32 {
	a := idx2Addr64(fr, in)
	p, o := fr.T.at(a, 8, false)
	if p == nil {
		return fr.slowLoad(in, a, 8)
	}
	fr.R[in.A] = binary.LittleEndian.Uint64(p.data[o:])
	return in.N
}
func execStore2Idx4S32(fr *Frame, in *Instr) int32 {
	a := idx2Addr32(fr, in)
	p, o := fr.T.at(a, 4, true)
	if p == nil {
		return fr.slowStore(in, a, 4)
	}
	binary.LittleEndian.PutUint32(p.data[o:], uint32(fr.R[in.A]))
	return in.N
}
func execStore2Idx8S32(fr *Frame, in *Instr) int32 {
	a := idx2Addr32(fr, in)
	p, o := fr.T.at(a, 8, true)
	if p == nil {
		return fr.slowStore(in, a, 8)
	}
	binary.LittleEndian.PutUint64(p.data[o:], fr.R[in.A])
	return in.N
}
func execStore2Idx4S64(fr *Frame, in *Instr) int32 {
	a := idx2Addr64(fr, in)
	p, o := fr.T.at(a, 4, true)
	if p == nil {
		return fr.slowStore(in, a, 4)
	}
	binary.LittleEndian.PutUint32(p.data[o:], uint32(fr.R[in.A]))
	return in.N
}
func execStore2Idx8S64(fr *Frame, in *Instr) int32 {
	a := idx2Addr64(fr, in)
	p, o := fr.T.at(a, 8, true)
	if p == nil {
		return fr.slowStore(in, a, 8)
	}
	binary.LittleEndian.PutUint64(p.data[o:], fr.R[in.A])
	return in.N
}

// The instruction fields of an indexed access: B the base, C the index,
// and T its sign extension's shift, F its scale, Imm the offset; with two
// indices T is the second index and Imm its scale.
func (c *Compiler) indexed(x IndexedAccess) Instr {
	if x.Two {
		return Instr{B: x.Base, C: x.Index, T: x.Index2, F: int32(x.Scale), Imm: uint64(x.Scale2)}
	}
	in := Instr{B: x.Base, C: x.Index, T: int32(64 - x.IndexBits), F: int32(x.Scale), Imm: uint64(x.Off)}
	if x.Index < 0 {
		in.C, in.T, in.F = c.ConstSlot(0), 0, 0
	}
	return in
}

// pick returns the function of an indexed access: fns for one index, of
// two 32-bit indices, of two 64-bit ones, each for sizes 4 and 8.
func pick(x IndexedAccess, size int64, one, two32, two64 [2]ExecFn) ExecFn {
	k := 0
	if size == 8 {
		k = 1
	}
	switch {
	case !x.Two:
		return one[k]
	case x.IndexBits == 32:
		return two32[k]
	}
	return two64[k]
}

// LoadIndexed emits dst = *(T*)(x's address), ti as CanIndex allows.
func (c *Compiler) LoadIndexed(dst int32, x IndexedAccess, ti *TypeInfo) {
	in := c.indexed(x)
	in.A = dst
	in.Fn = pick(x, ti.Size, [2]ExecFn{execLoadIdx4, execLoadIdx8},
		[2]ExecFn{execLoad2Idx4S32, execLoad2Idx8S32}, [2]ExecFn{execLoad2Idx4S64, execLoad2Idx8S64})
	c.Emit(in)
}

// StoreIndexed emits *(T*)(x's address) = val, ti as CanIndex allows.
func (c *Compiler) StoreIndexed(val int32, x IndexedAccess, ti *TypeInfo) {
	in := c.indexed(x)
	in.A = val
	in.Fn = pick(x, ti.Size, [2]ExecFn{execStoreIdx4, execStoreIdx8},
		[2]ExecFn{execStore2Idx4S32, execStore2Idx8S32}, [2]ExecFn{execStore2Idx4S64, execStore2Idx8S64})
	c.Emit(in)
}

// PtrOffset2 emits dst = x's address, for an access of two indices.
func (c *Compiler) PtrOffset2(dst int32, x IndexedAccess) {
	in := c.indexed(x)
	in.A, in.Fn = dst, execPtr2S64
	if x.IndexBits == 32 {
		in.Fn = execPtr2S32
	}
	c.Emit(in)
}

// AllocaInSlot emits the alloca of a local variable the dialect keeps in
// a frame slot (its address is never taken but by its loads and stores,
// which become slot moves): it reserves the variable's stack bytes as
// Alloca does, so that the stack's use, its limit and the addresses of
// the other variables are what they would be, but maps no memory.
func (c *Compiler) AllocaInSlot(size, align int64, name string) {
	k := int32(c.f.nallocas)
	c.f.nallocas++
	c.Emit(Instr{B: k, Imm: uint64(size), C: int32(align), Fn: func(fr *Frame, in *Instr) int32 {
		if fr.allocas[in.B] == 0 {
			fr.allocas[in.B] = fr.T.reserve(in.Op, in.Imm, uint64(in.C), name)
		}
		return in.N
	}})
}

// dst = B + C*T and dst = C*T + B on doubles, each operation rounded (the
// explicit conversion keeps Go from fusing them into an FMA, which would
// round once): an fmul and the fadd of its result in one instruction,
// two flops.
func execFAddMul64(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = u64(f64(fr.R[in.B]) + float64(f64(fr.R[in.C])*f64(fr.R[in.T])))
	fr.T.flops += 2
	return in.N
}
func execFMulAdd64(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = u64(float64(f64(fr.R[in.C])*f64(fr.R[in.T])) + f64(fr.R[in.B]))
	fr.T.flops += 2
	return in.N
}

// FMulAdd emits dst = add + a*b (mulFirst: a*b + add) on doubles, with
// both operations rounded as an fmul and an fadd are.
func (c *Compiler) FMulAdd(dst, add, a, b int32, mulFirst bool) {
	in := Instr{A: dst, B: add, C: a, T: b, Fn: execFAddMul64}
	if mulFirst {
		in.Fn = execFMulAdd64
	}
	c.Emit(in)
}

func execSub32(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = uint64(uint32(fr.R[in.B] - fr.R[in.C]))
	return in.N
}
