package interp

import (
	"math"

	"github.com/strata-ir/strata/ir"
)

// C's variable arguments. A call of a variadic function keeps the
// arguments after the parameters as words in the callee's frame
// (Frame.VarArgs: C promotes them, integers to int or wider, floats to
// double). A va_list is x86-64's __va_list_tag (24 bytes: gp_offset,
// fp_offset, overflow_arg_area, reg_save_area) in a state where every
// register is used up (gp_offset 48, fp_offset 176), so the arguments
// are all in the overflow area: a block of 8-byte words on the stack of
// the frame that ran va_start, which lives as long as the frame, as C's
// arguments do. That is a state the x86-64 expansion of va_arg (the llvm
// level's, lowering/cirtollvm/vaarg.go) reads correctly too; the engine
// keeps the end of the block in reg_save_area, which that expansion does
// not read then, to catch a read past the last argument. The dialects'
// va ops and the libc's v* functions (vprintf, vsnprintf, ...) share it.

// VaListSize is the size of the va_list state.
const VaListSize = 24

// VaStart sets up the va_list at ap with the variadic arguments of fr.
func (fr *Frame) VaStart(op *ir.Operation, ap uint64) {
	t := fr.T
	t.CheckRange(op, ap, VaListSize, "va_start")
	args := fr.varargs
	block := uint64(0)
	if len(args) > 0 {
		block = t.Alloca(op, uint64(8*len(args)), 8, "the variable arguments")
		for i, w := range args {
			t.M.StoreN(block+uint64(8*i), 8, w)
		}
	}
	t.M.StoreN(ap, 4, 48)
	t.M.StoreN(ap+4, 4, 176)
	t.M.StoreN(ap+8, 8, block)
	t.M.StoreN(ap+16, 8, block+uint64(8*len(args)))
}

// VaArg returns the next argument of the va_list at ap as a word and
// moves past it; reading past the last one is a runtime error at op.
func (t *Thread) VaArg(op *ir.Operation, ap uint64) uint64 {
	t.CheckRange(op, ap, VaListSize, "va_arg")
	next, _ := t.M.LoadN(ap+8, 8)
	end, _ := t.M.LoadN(ap+16, 8)
	if next >= end {
		t.Trap(op, "va_arg reads past the last of the variable arguments")
	}
	t.CheckRange(op, next, 8, "va_arg (the argument block's frame has returned?)")
	w, _ := t.M.LoadN(next, 8)
	t.M.StoreN(ap+8, 8, next+8)
	return w
}

// VaRest returns the arguments of the va_list at ap not read yet.
func (t *Thread) VaRest(op *ir.Operation, ap uint64) []uint64 {
	t.CheckRange(op, ap, VaListSize, "a va_list argument")
	next, _ := t.M.LoadN(ap+8, 8)
	end, _ := t.M.LoadN(ap+16, 8)
	var out []uint64
	for a := next; a < end; a += 8 {
		t.CheckRange(op, a, 8, "a va_list argument (the argument block's frame has returned?)")
		w, _ := t.M.LoadN(a, 8)
		out = append(out, w)
	}
	return out
}

// VaCopy copies the va_list state at src to dst.
func (t *Thread) VaCopy(op *ir.Operation, dst, src uint64) {
	t.CheckRange(op, src, VaListSize, "va_copy")
	t.CheckRange(op, dst, VaListSize, "va_copy")
	for off := uint64(0); off < VaListSize; off += 8 {
		w, _ := t.M.LoadN(src+off, 8)
		t.M.StoreN(dst+off, 8, w)
	}
}

// The instructions of the va ops, for the dialects' executors.

// VaStart emits va_start of the va_list at ap.
func (c *Compiler) VaStart(op *ir.Operation, ap *ir.Value) {
	c.Emit(Instr{A: c.Slot(ap), Op: op, Fn: func(fr *Frame, in *Instr) int32 {
		if !fr.Fn.Variadic {
			return fr.Trap(in, "va_start in '%s', which is not variadic", fr.Fn.Name)
		}
		fr.VaStart(in.Op, fr.R[in.A])
		return in.N
	}})
}

// VaEnd emits va_end of the va_list at ap (it checks the address).
func (c *Compiler) VaEnd(op *ir.Operation, ap *ir.Value) {
	c.Emit(Instr{A: c.Slot(ap), Op: op, Fn: func(fr *Frame, in *Instr) int32 {
		fr.T.CheckRange(in.Op, fr.R[in.A], VaListSize, "va_end")
		return in.N
	}})
}

// VaCopy emits va_copy(dst, src).
func (c *Compiler) VaCopy(op *ir.Operation, dst, src *ir.Value) {
	c.Emit(Instr{A: c.Slot(dst), B: c.Slot(src), Op: op, Fn: func(fr *Frame, in *Instr) int32 {
		fr.T.VaCopy(in.Op, fr.R[in.A], fr.R[in.B])
		return in.N
	}})
}

// VaArg emits res = va_arg(ap, type of res) for a scalar type.
func (c *Compiler) VaArg(op *ir.Operation, ap, res *ir.Value) error {
	ti, err := c.Info(res.Type())
	if err != nil {
		return op.Errorf("%v", err)
	}
	if !ti.Scalar() {
		return op.Errorf("va_arg of an aggregate type is not supported by the engine yet")
	}
	mask := ^uint64(0)
	if ti.Class == Int && ti.Bits < 64 {
		mask = 1<<ti.Bits - 1
	}
	f32 := ti.Class == F32
	c.Emit(Instr{A: c.Slot(ap), B: c.Slot(res), Op: op, Fn: func(fr *Frame, in *Instr) int32 {
		w := fr.T.VaArg(in.Op, fr.R[in.A])
		if f32 {
			// A float argument arrives promoted to double.
			w = uint64(math.Float32bits(float32(math.Float64frombits(w))))
		}
		fr.R[in.B] = w & mask
		return in.N
	}})
	return nil
}
