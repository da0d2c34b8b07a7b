package arith

// One type, As function and New function per op, so that passes hold a
// distinct type for each op (AsAddI returns an AddIOp, not any binary op).

import (
	"github.com/strata-ir/strata/ir"
)

// BinaryOp is the view shared by the binary integer and float ops.
type BinaryOp struct{ *ir.Operation }

// Lhs returns the left operand.
func (o BinaryOp) Lhs() *ir.Value { return o.Operand(0) }

// Rhs returns the right operand.
func (o BinaryOp) Rhs() *ir.Value { return o.Operand(1) }

// Result returns the op's single result. (It shadows the Operation method
// of the same name; use o.Operation.Result(i) for that one.)
func (o BinaryOp) Result() *ir.Value { return o.Operation.Result(0) }

// FloatBinaryOp is the view of the binary float ops, which carry fast-math
// flags.
type FloatBinaryOp struct{ BinaryOp }

// FastMath returns the op's fast-math flags.
func (o FloatBinaryOp) FastMath() FastMathFlags { return fastMathOf(o.Operation) }

// SetFastMath sets the op's fast-math flags.
func (o FloatBinaryOp) SetFastMath(f FastMathFlags) {
	o.SetAttr(FastMathAttrName, FastMathAttr{Flags: f})
}

func fastMathOf(op *ir.Operation) FastMathFlags {
	a, _ := op.Attr(FastMathAttrName).(FastMathAttr)
	return a.Flags
}

// CastOp is the view shared by the casts.
type CastOp struct{ *ir.Operation }

// In returns the value cast.
func (o CastOp) In() *ir.Value { return o.Operand(0) }

// Out returns the result.
func (o CastOp) Out() *ir.Value { return o.Operation.Result(0) }

// is reports whether op is non-nil and named name.
func is(op *ir.Operation, name string) bool { return op != nil && op.Is(name) }

// newBinary creates a binary op whose result has the type of lhs.
func newBinary(b *ir.Builder, name string, lhs, rhs *ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: name, Loc: loc, Operands: []*ir.Value{lhs, rhs}, ResultTypes: []ir.Type{lhs.Type()}})
}

// newFloatBinary creates a binary float op with no fast-math flags.
func newFloatBinary(b *ir.Builder, name string, lhs, rhs *ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: name, Loc: loc, Operands: []*ir.Value{lhs, rhs}, ResultTypes: []ir.Type{lhs.Type()},
		Attributes: []ir.NamedAttribute{{Name: FastMathAttrName, Value: FastMathAttr{}}}})
}

// newCast creates a cast of in to type to.
func newCast(b *ir.Builder, name string, in *ir.Value, to ir.Type, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: name, Loc: loc, Operands: []*ir.Value{in}, ResultTypes: []ir.Type{to}})
}

// AddIOp is arith.addi.
type AddIOp struct{ BinaryOp }

// AsAddI returns op as an arith.addi, if it is one.
func AsAddI(op *ir.Operation) (AddIOp, bool) { return AddIOp{BinaryOp{op}}, is(op, AddIOpName) }

// NewAddI creates an arith.addi of lhs and rhs.
func NewAddI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) AddIOp {
	return AddIOp{BinaryOp{newBinary(b, AddIOpName, lhs, rhs, loc)}}
}

// SubIOp is arith.subi.
type SubIOp struct{ BinaryOp }

// AsSubI returns op as an arith.subi, if it is one.
func AsSubI(op *ir.Operation) (SubIOp, bool) { return SubIOp{BinaryOp{op}}, is(op, SubIOpName) }

// NewSubI creates an arith.subi of lhs and rhs.
func NewSubI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) SubIOp {
	return SubIOp{BinaryOp{newBinary(b, SubIOpName, lhs, rhs, loc)}}
}

// MulIOp is arith.muli.
type MulIOp struct{ BinaryOp }

// AsMulI returns op as an arith.muli, if it is one.
func AsMulI(op *ir.Operation) (MulIOp, bool) { return MulIOp{BinaryOp{op}}, is(op, MulIOpName) }

// NewMulI creates an arith.muli of lhs and rhs.
func NewMulI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) MulIOp {
	return MulIOp{BinaryOp{newBinary(b, MulIOpName, lhs, rhs, loc)}}
}

// DivSIOp is arith.divsi.
type DivSIOp struct{ BinaryOp }

// AsDivSI returns op as an arith.divsi, if it is one.
func AsDivSI(op *ir.Operation) (DivSIOp, bool) { return DivSIOp{BinaryOp{op}}, is(op, DivSIOpName) }

// NewDivSI creates an arith.divsi of lhs and rhs.
func NewDivSI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) DivSIOp {
	return DivSIOp{BinaryOp{newBinary(b, DivSIOpName, lhs, rhs, loc)}}
}

// DivUIOp is arith.divui.
type DivUIOp struct{ BinaryOp }

// AsDivUI returns op as an arith.divui, if it is one.
func AsDivUI(op *ir.Operation) (DivUIOp, bool) { return DivUIOp{BinaryOp{op}}, is(op, DivUIOpName) }

// NewDivUI creates an arith.divui of lhs and rhs.
func NewDivUI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) DivUIOp {
	return DivUIOp{BinaryOp{newBinary(b, DivUIOpName, lhs, rhs, loc)}}
}

// CeilDivSIOp is arith.ceildivsi.
type CeilDivSIOp struct{ BinaryOp }

// AsCeilDivSI returns op as an arith.ceildivsi, if it is one.
func AsCeilDivSI(op *ir.Operation) (CeilDivSIOp, bool) {
	return CeilDivSIOp{BinaryOp{op}}, is(op, CeilDivSIOpName)
}

// NewCeilDivSI creates an arith.ceildivsi of lhs and rhs.
func NewCeilDivSI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) CeilDivSIOp {
	return CeilDivSIOp{BinaryOp{newBinary(b, CeilDivSIOpName, lhs, rhs, loc)}}
}

// CeilDivUIOp is arith.ceildivui.
type CeilDivUIOp struct{ BinaryOp }

// AsCeilDivUI returns op as an arith.ceildivui, if it is one.
func AsCeilDivUI(op *ir.Operation) (CeilDivUIOp, bool) {
	return CeilDivUIOp{BinaryOp{op}}, is(op, CeilDivUIOpName)
}

// NewCeilDivUI creates an arith.ceildivui of lhs and rhs.
func NewCeilDivUI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) CeilDivUIOp {
	return CeilDivUIOp{BinaryOp{newBinary(b, CeilDivUIOpName, lhs, rhs, loc)}}
}

// FloorDivSIOp is arith.floordivsi.
type FloorDivSIOp struct{ BinaryOp }

// AsFloorDivSI returns op as an arith.floordivsi, if it is one.
func AsFloorDivSI(op *ir.Operation) (FloorDivSIOp, bool) {
	return FloorDivSIOp{BinaryOp{op}}, is(op, FloorDivSIOpName)
}

// NewFloorDivSI creates an arith.floordivsi of lhs and rhs.
func NewFloorDivSI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) FloorDivSIOp {
	return FloorDivSIOp{BinaryOp{newBinary(b, FloorDivSIOpName, lhs, rhs, loc)}}
}

// RemSIOp is arith.remsi.
type RemSIOp struct{ BinaryOp }

// AsRemSI returns op as an arith.remsi, if it is one.
func AsRemSI(op *ir.Operation) (RemSIOp, bool) { return RemSIOp{BinaryOp{op}}, is(op, RemSIOpName) }

// NewRemSI creates an arith.remsi of lhs and rhs.
func NewRemSI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) RemSIOp {
	return RemSIOp{BinaryOp{newBinary(b, RemSIOpName, lhs, rhs, loc)}}
}

// RemUIOp is arith.remui.
type RemUIOp struct{ BinaryOp }

// AsRemUI returns op as an arith.remui, if it is one.
func AsRemUI(op *ir.Operation) (RemUIOp, bool) { return RemUIOp{BinaryOp{op}}, is(op, RemUIOpName) }

// NewRemUI creates an arith.remui of lhs and rhs.
func NewRemUI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) RemUIOp {
	return RemUIOp{BinaryOp{newBinary(b, RemUIOpName, lhs, rhs, loc)}}
}

// AndIOp is arith.andi.
type AndIOp struct{ BinaryOp }

// AsAndI returns op as an arith.andi, if it is one.
func AsAndI(op *ir.Operation) (AndIOp, bool) { return AndIOp{BinaryOp{op}}, is(op, AndIOpName) }

// NewAndI creates an arith.andi of lhs and rhs.
func NewAndI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) AndIOp {
	return AndIOp{BinaryOp{newBinary(b, AndIOpName, lhs, rhs, loc)}}
}

// OrIOp is arith.ori.
type OrIOp struct{ BinaryOp }

// AsOrI returns op as an arith.ori, if it is one.
func AsOrI(op *ir.Operation) (OrIOp, bool) { return OrIOp{BinaryOp{op}}, is(op, OrIOpName) }

// NewOrI creates an arith.ori of lhs and rhs.
func NewOrI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) OrIOp {
	return OrIOp{BinaryOp{newBinary(b, OrIOpName, lhs, rhs, loc)}}
}

// XOrIOp is arith.xori.
type XOrIOp struct{ BinaryOp }

// AsXOrI returns op as an arith.xori, if it is one.
func AsXOrI(op *ir.Operation) (XOrIOp, bool) { return XOrIOp{BinaryOp{op}}, is(op, XOrIOpName) }

// NewXOrI creates an arith.xori of lhs and rhs.
func NewXOrI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) XOrIOp {
	return XOrIOp{BinaryOp{newBinary(b, XOrIOpName, lhs, rhs, loc)}}
}

// ShLIOp is arith.shli.
type ShLIOp struct{ BinaryOp }

// AsShLI returns op as an arith.shli, if it is one.
func AsShLI(op *ir.Operation) (ShLIOp, bool) { return ShLIOp{BinaryOp{op}}, is(op, ShLIOpName) }

// NewShLI creates an arith.shli of lhs and rhs.
func NewShLI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) ShLIOp {
	return ShLIOp{BinaryOp{newBinary(b, ShLIOpName, lhs, rhs, loc)}}
}

// ShRSIOp is arith.shrsi.
type ShRSIOp struct{ BinaryOp }

// AsShRSI returns op as an arith.shrsi, if it is one.
func AsShRSI(op *ir.Operation) (ShRSIOp, bool) { return ShRSIOp{BinaryOp{op}}, is(op, ShRSIOpName) }

// NewShRSI creates an arith.shrsi of lhs and rhs.
func NewShRSI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) ShRSIOp {
	return ShRSIOp{BinaryOp{newBinary(b, ShRSIOpName, lhs, rhs, loc)}}
}

// ShRUIOp is arith.shrui.
type ShRUIOp struct{ BinaryOp }

// AsShRUI returns op as an arith.shrui, if it is one.
func AsShRUI(op *ir.Operation) (ShRUIOp, bool) { return ShRUIOp{BinaryOp{op}}, is(op, ShRUIOpName) }

// NewShRUI creates an arith.shrui of lhs and rhs.
func NewShRUI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) ShRUIOp {
	return ShRUIOp{BinaryOp{newBinary(b, ShRUIOpName, lhs, rhs, loc)}}
}

// MaxSIOp is arith.maxsi.
type MaxSIOp struct{ BinaryOp }

// AsMaxSI returns op as an arith.maxsi, if it is one.
func AsMaxSI(op *ir.Operation) (MaxSIOp, bool) { return MaxSIOp{BinaryOp{op}}, is(op, MaxSIOpName) }

// NewMaxSI creates an arith.maxsi of lhs and rhs.
func NewMaxSI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) MaxSIOp {
	return MaxSIOp{BinaryOp{newBinary(b, MaxSIOpName, lhs, rhs, loc)}}
}

// MaxUIOp is arith.maxui.
type MaxUIOp struct{ BinaryOp }

// AsMaxUI returns op as an arith.maxui, if it is one.
func AsMaxUI(op *ir.Operation) (MaxUIOp, bool) { return MaxUIOp{BinaryOp{op}}, is(op, MaxUIOpName) }

// NewMaxUI creates an arith.maxui of lhs and rhs.
func NewMaxUI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) MaxUIOp {
	return MaxUIOp{BinaryOp{newBinary(b, MaxUIOpName, lhs, rhs, loc)}}
}

// MinSIOp is arith.minsi.
type MinSIOp struct{ BinaryOp }

// AsMinSI returns op as an arith.minsi, if it is one.
func AsMinSI(op *ir.Operation) (MinSIOp, bool) { return MinSIOp{BinaryOp{op}}, is(op, MinSIOpName) }

// NewMinSI creates an arith.minsi of lhs and rhs.
func NewMinSI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) MinSIOp {
	return MinSIOp{BinaryOp{newBinary(b, MinSIOpName, lhs, rhs, loc)}}
}

// MinUIOp is arith.minui.
type MinUIOp struct{ BinaryOp }

// AsMinUI returns op as an arith.minui, if it is one.
func AsMinUI(op *ir.Operation) (MinUIOp, bool) { return MinUIOp{BinaryOp{op}}, is(op, MinUIOpName) }

// NewMinUI creates an arith.minui of lhs and rhs.
func NewMinUI(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) MinUIOp {
	return MinUIOp{BinaryOp{newBinary(b, MinUIOpName, lhs, rhs, loc)}}
}

// AddFOp is arith.addf.
type AddFOp struct{ FloatBinaryOp }

// AsAddF returns op as an arith.addf, if it is one.
func AsAddF(op *ir.Operation) (AddFOp, bool) {
	return AddFOp{FloatBinaryOp{BinaryOp{op}}}, is(op, AddFOpName)
}

// NewAddF creates an arith.addf of lhs and rhs, without fast-math flags.
func NewAddF(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) AddFOp {
	return AddFOp{FloatBinaryOp{BinaryOp{newFloatBinary(b, AddFOpName, lhs, rhs, loc)}}}
}

// SubFOp is arith.subf.
type SubFOp struct{ FloatBinaryOp }

// AsSubF returns op as an arith.subf, if it is one.
func AsSubF(op *ir.Operation) (SubFOp, bool) {
	return SubFOp{FloatBinaryOp{BinaryOp{op}}}, is(op, SubFOpName)
}

// NewSubF creates an arith.subf of lhs and rhs, without fast-math flags.
func NewSubF(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) SubFOp {
	return SubFOp{FloatBinaryOp{BinaryOp{newFloatBinary(b, SubFOpName, lhs, rhs, loc)}}}
}

// MulFOp is arith.mulf.
type MulFOp struct{ FloatBinaryOp }

// AsMulF returns op as an arith.mulf, if it is one.
func AsMulF(op *ir.Operation) (MulFOp, bool) {
	return MulFOp{FloatBinaryOp{BinaryOp{op}}}, is(op, MulFOpName)
}

// NewMulF creates an arith.mulf of lhs and rhs, without fast-math flags.
func NewMulF(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) MulFOp {
	return MulFOp{FloatBinaryOp{BinaryOp{newFloatBinary(b, MulFOpName, lhs, rhs, loc)}}}
}

// DivFOp is arith.divf.
type DivFOp struct{ FloatBinaryOp }

// AsDivF returns op as an arith.divf, if it is one.
func AsDivF(op *ir.Operation) (DivFOp, bool) {
	return DivFOp{FloatBinaryOp{BinaryOp{op}}}, is(op, DivFOpName)
}

// NewDivF creates an arith.divf of lhs and rhs, without fast-math flags.
func NewDivF(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) DivFOp {
	return DivFOp{FloatBinaryOp{BinaryOp{newFloatBinary(b, DivFOpName, lhs, rhs, loc)}}}
}

// RemFOp is arith.remf.
type RemFOp struct{ FloatBinaryOp }

// AsRemF returns op as an arith.remf, if it is one.
func AsRemF(op *ir.Operation) (RemFOp, bool) {
	return RemFOp{FloatBinaryOp{BinaryOp{op}}}, is(op, RemFOpName)
}

// NewRemF creates an arith.remf of lhs and rhs, without fast-math flags.
func NewRemF(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) RemFOp {
	return RemFOp{FloatBinaryOp{BinaryOp{newFloatBinary(b, RemFOpName, lhs, rhs, loc)}}}
}

// MaxFOp is arith.maxf.
type MaxFOp struct{ FloatBinaryOp }

// AsMaxF returns op as an arith.maxf, if it is one.
func AsMaxF(op *ir.Operation) (MaxFOp, bool) {
	return MaxFOp{FloatBinaryOp{BinaryOp{op}}}, is(op, MaxFOpName)
}

// NewMaxF creates an arith.maxf of lhs and rhs, without fast-math flags.
func NewMaxF(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) MaxFOp {
	return MaxFOp{FloatBinaryOp{BinaryOp{newFloatBinary(b, MaxFOpName, lhs, rhs, loc)}}}
}

// MinFOp is arith.minf.
type MinFOp struct{ FloatBinaryOp }

// AsMinF returns op as an arith.minf, if it is one.
func AsMinF(op *ir.Operation) (MinFOp, bool) {
	return MinFOp{FloatBinaryOp{BinaryOp{op}}}, is(op, MinFOpName)
}

// NewMinF creates an arith.minf of lhs and rhs, without fast-math flags.
func NewMinF(b *ir.Builder, lhs, rhs *ir.Value, loc ir.Location) MinFOp {
	return MinFOp{FloatBinaryOp{BinaryOp{newFloatBinary(b, MinFOpName, lhs, rhs, loc)}}}
}

// ExtSIOp is arith.extsi.
type ExtSIOp struct{ CastOp }

// AsExtSI returns op as an arith.extsi, if it is one.
func AsExtSI(op *ir.Operation) (ExtSIOp, bool) { return ExtSIOp{CastOp{op}}, is(op, ExtSIOpName) }

// NewExtSI creates an arith.extsi of in to type to.
func NewExtSI(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) ExtSIOp {
	return ExtSIOp{CastOp{newCast(b, ExtSIOpName, in, to, loc)}}
}

// ExtUIOp is arith.extui.
type ExtUIOp struct{ CastOp }

// AsExtUI returns op as an arith.extui, if it is one.
func AsExtUI(op *ir.Operation) (ExtUIOp, bool) { return ExtUIOp{CastOp{op}}, is(op, ExtUIOpName) }

// NewExtUI creates an arith.extui of in to type to.
func NewExtUI(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) ExtUIOp {
	return ExtUIOp{CastOp{newCast(b, ExtUIOpName, in, to, loc)}}
}

// TruncIOp is arith.trunci.
type TruncIOp struct{ CastOp }

// AsTruncI returns op as an arith.trunci, if it is one.
func AsTruncI(op *ir.Operation) (TruncIOp, bool) { return TruncIOp{CastOp{op}}, is(op, TruncIOpName) }

// NewTruncI creates an arith.trunci of in to type to.
func NewTruncI(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) TruncIOp {
	return TruncIOp{CastOp{newCast(b, TruncIOpName, in, to, loc)}}
}

// SIToFPOp is arith.sitofp.
type SIToFPOp struct{ CastOp }

// AsSIToFP returns op as an arith.sitofp, if it is one.
func AsSIToFP(op *ir.Operation) (SIToFPOp, bool) { return SIToFPOp{CastOp{op}}, is(op, SIToFPOpName) }

// NewSIToFP creates an arith.sitofp of in to type to.
func NewSIToFP(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) SIToFPOp {
	return SIToFPOp{CastOp{newCast(b, SIToFPOpName, in, to, loc)}}
}

// UIToFPOp is arith.uitofp.
type UIToFPOp struct{ CastOp }

// AsUIToFP returns op as an arith.uitofp, if it is one.
func AsUIToFP(op *ir.Operation) (UIToFPOp, bool) { return UIToFPOp{CastOp{op}}, is(op, UIToFPOpName) }

// NewUIToFP creates an arith.uitofp of in to type to.
func NewUIToFP(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) UIToFPOp {
	return UIToFPOp{CastOp{newCast(b, UIToFPOpName, in, to, loc)}}
}

// FPToSIOp is arith.fptosi.
type FPToSIOp struct{ CastOp }

// AsFPToSI returns op as an arith.fptosi, if it is one.
func AsFPToSI(op *ir.Operation) (FPToSIOp, bool) { return FPToSIOp{CastOp{op}}, is(op, FPToSIOpName) }

// NewFPToSI creates an arith.fptosi of in to type to.
func NewFPToSI(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) FPToSIOp {
	return FPToSIOp{CastOp{newCast(b, FPToSIOpName, in, to, loc)}}
}

// FPToUIOp is arith.fptoui.
type FPToUIOp struct{ CastOp }

// AsFPToUI returns op as an arith.fptoui, if it is one.
func AsFPToUI(op *ir.Operation) (FPToUIOp, bool) { return FPToUIOp{CastOp{op}}, is(op, FPToUIOpName) }

// NewFPToUI creates an arith.fptoui of in to type to.
func NewFPToUI(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) FPToUIOp {
	return FPToUIOp{CastOp{newCast(b, FPToUIOpName, in, to, loc)}}
}

// ExtFOp is arith.extf.
type ExtFOp struct{ CastOp }

// AsExtF returns op as an arith.extf, if it is one.
func AsExtF(op *ir.Operation) (ExtFOp, bool) { return ExtFOp{CastOp{op}}, is(op, ExtFOpName) }

// NewExtF creates an arith.extf of in to type to.
func NewExtF(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) ExtFOp {
	return ExtFOp{CastOp{newCast(b, ExtFOpName, in, to, loc)}}
}

// TruncFOp is arith.truncf.
type TruncFOp struct{ CastOp }

// AsTruncF returns op as an arith.truncf, if it is one.
func AsTruncF(op *ir.Operation) (TruncFOp, bool) { return TruncFOp{CastOp{op}}, is(op, TruncFOpName) }

// NewTruncF creates an arith.truncf of in to type to.
func NewTruncF(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) TruncFOp {
	return TruncFOp{CastOp{newCast(b, TruncFOpName, in, to, loc)}}
}

// IndexCastOp is arith.index_cast.
type IndexCastOp struct{ CastOp }

// AsIndexCast returns op as an arith.index_cast, if it is one.
func AsIndexCast(op *ir.Operation) (IndexCastOp, bool) {
	return IndexCastOp{CastOp{op}}, is(op, IndexCastOpName)
}

// NewIndexCast creates an arith.index_cast of in to type to.
func NewIndexCast(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) IndexCastOp {
	return IndexCastOp{CastOp{newCast(b, IndexCastOpName, in, to, loc)}}
}

// IndexCastUIOp is arith.index_castui.
type IndexCastUIOp struct{ CastOp }

// AsIndexCastUI returns op as an arith.index_castui, if it is one.
func AsIndexCastUI(op *ir.Operation) (IndexCastUIOp, bool) {
	return IndexCastUIOp{CastOp{op}}, is(op, IndexCastUIOpName)
}

// NewIndexCastUI creates an arith.index_castui of in to type to.
func NewIndexCastUI(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) IndexCastUIOp {
	return IndexCastUIOp{CastOp{newCast(b, IndexCastUIOpName, in, to, loc)}}
}

// BitcastOp is arith.bitcast.
type BitcastOp struct{ CastOp }

// AsBitcast returns op as an arith.bitcast, if it is one.
func AsBitcast(op *ir.Operation) (BitcastOp, bool) {
	return BitcastOp{CastOp{op}}, is(op, BitcastOpName)
}

// NewBitcast creates an arith.bitcast of in to type to.
func NewBitcast(b *ir.Builder, in *ir.Value, to ir.Type, loc ir.Location) BitcastOp {
	return BitcastOp{CastOp{newCast(b, BitcastOpName, in, to, loc)}}
}
