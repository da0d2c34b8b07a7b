package cirtollvm

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
)

// expandVaArgs rewrites each cir.va.arg of fn into the x86-64 System V
// reading of the va_list, in cir ops, before flattening (as ClangIR's
// lowering preparation does). LLVM has a va_arg instruction, but LLVM 14's
// x86-64 code generator miscompiles it at -O0 (the fast register
// allocator reloads the va_list address from a stack slot it never
// stored), and clang never emits it for x86-64 either.
//
// The va_list is the 24-byte __va_list_tag:
//
//	{ u32 gp_offset; u32 fp_offset; i8 *overflow_arg_area; i8 *reg_save_area }
//
// An integer or pointer argument comes from reg_save_area + gp_offset
// while gp_offset < 48 (six 8-byte registers), a double from
// reg_save_area + fp_offset while fp_offset < 176 (then eight 16-byte
// SSE registers); each steps its offset, else the argument is the next
// 8 bytes of the overflow area.
func expandVaArgs(fn *ir.Operation) error {
	var ops []*ir.Operation
	fn.Walk(ir.PostOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Is(cir.VaArgOpName) {
			ops = append(ops, op)
		}
		return ir.Advance
	})
	for _, op := range ops {
		if err := expandVaArg(op); err != nil {
			return err
		}
	}
	return nil
}

func expandVaArg(op *ir.Operation) error {
	t := op.Result(0).Type()
	loc := op.Loc()
	var size int64
	fp := false
	switch x := t.(type) {
	case cir.IntType:
		size = int64(x.Width / 8)
	case cir.PointerType:
		size = 8
	case cir.FloatType:
		if x != cir.F64 {
			return op.Errorf("va_arg of %s is not supported (a float argument is passed as a double)", t)
		}
		size, fp = 8, true
	default:
		return op.Errorf("va_arg of %s is not supported: integers, pointers and double are", t)
	}
	if size > 8 {
		return op.Errorf("va_arg of %s is not supported: it is wider than a register", t)
	}
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPointBefore(op)
	bytes := cir.PtrTo(cir.S8)
	tag := cir.NewCast(b, cir.CastBitcast, op.Operand(0), bytes, loc).Result(0)
	at := func(b *ir.Builder, offset int64, to ir.Type) *ir.Value {
		p := cir.NewPtrStride(b, tag, cir.NewIntConst(b, cir.S64, offset, loc), loc).Result(0)
		return cir.NewCast(b, cir.CastBitcast, p, cir.PtrTo(to), loc).Result(0)
	}
	offsetAt, limit, step := int64(0), int64(48), int64(8)
	if fp {
		offsetAt, limit, step = 4, 176, 16
	}
	offPtr := at(b, offsetAt, cir.U32)
	off := cir.NewLoad(b, offPtr, false, loc).Result(0)
	inRegs := cir.NewCmp(b, cir.CmpLT, off, cir.NewIntConst(b, cir.U32, limit, loc), loc).Result(0)
	addr := cir.NewTernary(b, inRegs, bytes, loc, func(b *ir.Builder) *ir.Value {
		save := cir.NewLoad(b, at(b, 16, bytes), false, loc).Result(0)
		next := cir.NewBinOp(b, cir.BinAdd, off, cir.NewIntConst(b, cir.U32, step, loc), loc).Result(0)
		cir.NewStore(b, next, offPtr, false, loc)
		wide := cir.NewCast(b, cir.CastIntegral, off, cir.U64, loc).Result(0)
		return cir.NewPtrStride(b, save, wide, loc).Result(0)
	}, func(b *ir.Builder) *ir.Value {
		areaPtr := at(b, 8, bytes)
		area := cir.NewLoad(b, areaPtr, false, loc).Result(0)
		next := cir.NewPtrStride(b, area, cir.NewIntConst(b, cir.S64, 8, loc), loc).Result(0)
		cir.NewStore(b, next, areaPtr, false, loc)
		return area
	}).Result(0)
	v := cir.NewLoad(b, cir.NewCast(b, cir.CastBitcast, addr, cir.PtrTo(t), loc).Result(0), false, loc).Result(0)
	op.Result(0).ReplaceAllUsesWith(v)
	op.Erase()
	return nil
}
