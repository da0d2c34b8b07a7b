package llvm

import (
	"fmt"
	"math"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// Operation names, one constant for every op of the dialect, named as
// MLIR's C++ op classes (LLVM::AddOp is AddOpName). The generic forms
// (operand order, attribute names) are MLIR 16's; llvm.mlir.zero and the
// overflowFlags attribute are later MLIR's.
const (
	FuncOpName          = "llvm.func"
	CallOpName          = "llvm.call"
	ReturnOpName        = "llvm.return"
	BrOpName            = "llvm.br"
	CondBrOpName        = "llvm.cond_br"
	SwitchOpName        = "llvm.switch"
	UnreachableOpName   = "llvm.unreachable"
	AllocaOpName        = "llvm.alloca"
	LoadOpName          = "llvm.load"
	StoreOpName         = "llvm.store"
	GEPOpName           = "llvm.getelementptr"
	ICmpOpName          = "llvm.icmp"
	FCmpOpName          = "llvm.fcmp"
	SelectOpName        = "llvm.select"
	ConstantOpName      = "llvm.mlir.constant"
	GlobalOpName        = "llvm.mlir.global"
	AddressOfOpName     = "llvm.mlir.addressof"
	UndefOpName         = "llvm.mlir.undef"
	NullOpName          = "llvm.mlir.null"
	ZeroOpName          = "llvm.mlir.zero"
	InsertValueOpName   = "llvm.insertvalue"
	ExtractValueOpName  = "llvm.extractvalue"
	AtomicRMWOpName     = "llvm.atomicrmw"
	CmpXchgOpName       = "llvm.cmpxchg"
	FenceOpName         = "llvm.fence"
	FNegOpName          = "llvm.fneg"
	MemcpyOpName        = "llvm.intr.memcpy"
	MemsetOpName        = "llvm.intr.memset"
	MemmoveOpName       = "llvm.intr.memmove"
	MemcpyInlineOpName  = "llvm.intr.memcpy.inline"
	StackSaveOpName     = "llvm.intr.stacksave"
	StackRestoreOpName  = "llvm.intr.stackrestore"
	LifetimeStartOpName = "llvm.intr.lifetime.start"
	LifetimeEndOpName   = "llvm.intr.lifetime.end"
	VaStartOpName       = "llvm.intr.vastart"
	VaEndOpName         = "llvm.intr.vaend"
	VaCopyOpName        = "llvm.intr.vacopy"
	VaArgOpName         = "llvm.va_arg"
)

// The names of ops that strata-translate translates to LLVM IR but the
// dialect does not register yet (IR built by other tools may hold them,
// generic form and all).
const (
	FreezeOpName          = "llvm.freeze"
	PoisonOpName          = "llvm.mlir.poison"
	GlobalCtorsOpName     = "llvm.mlir.global_ctors"
	GlobalDtorsOpName     = "llvm.mlir.global_dtors"
	ExtractElementOpName  = "llvm.extractelement"
	InsertElementOpName   = "llvm.insertelement"
	IntrinsicOpNamePrefix = "llvm.intr."
)

// Integer arithmetic.
const (
	AddOpName  = "llvm.add"
	SubOpName  = "llvm.sub"
	MulOpName  = "llvm.mul"
	UDivOpName = "llvm.udiv"
	SDivOpName = "llvm.sdiv"
	URemOpName = "llvm.urem"
	SRemOpName = "llvm.srem"
	AndOpName  = "llvm.and"
	OrOpName   = "llvm.or"
	XorOpName  = "llvm.xor"
	ShlOpName  = "llvm.shl"
	LShrOpName = "llvm.lshr"
	AShrOpName = "llvm.ashr"
)

// Floating-point arithmetic (and FNegOpName above).
const (
	FAddOpName = "llvm.fadd"
	FSubOpName = "llvm.fsub"
	FMulOpName = "llvm.fmul"
	FDivOpName = "llvm.fdiv"
	FRemOpName = "llvm.frem"
)

// Casts.
const (
	TruncOpName         = "llvm.trunc"
	ZExtOpName          = "llvm.zext"
	SExtOpName          = "llvm.sext"
	FPTruncOpName       = "llvm.fptrunc"
	FPExtOpName         = "llvm.fpext"
	FPToSIOpName        = "llvm.fptosi"
	FPToUIOpName        = "llvm.fptoui"
	SIToFPOpName        = "llvm.sitofp"
	UIToFPOpName        = "llvm.uitofp"
	PtrToIntOpName      = "llvm.ptrtoint"
	IntToPtrOpName      = "llvm.inttoptr"
	BitcastOpName       = "llvm.bitcast"
	AddrSpaceCastOpName = "llvm.addrspacecast"
)

// Value intrinsics (the memory and stack ones are above).
const (
	SqrtOpName       = "llvm.intr.sqrt"
	FAbsOpName       = "llvm.intr.fabs"
	ExpOpName        = "llvm.intr.exp"
	Exp2OpName       = "llvm.intr.exp2"
	LogOpName        = "llvm.intr.log"
	Log2OpName       = "llvm.intr.log2"
	Log10OpName      = "llvm.intr.log10"
	SinOpName        = "llvm.intr.sin"
	CosOpName        = "llvm.intr.cos"
	FloorOpName      = "llvm.intr.floor"
	CeilOpName       = "llvm.intr.ceil"
	FTruncOpName     = "llvm.intr.trunc"
	RoundOpName      = "llvm.intr.round"
	RintOpName       = "llvm.intr.rint"
	NearbyintOpName  = "llvm.intr.nearbyint"
	PowOpName        = "llvm.intr.pow"
	CopySignOpName   = "llvm.intr.copysign"
	MinNumOpName     = "llvm.intr.minnum"
	MaxNumOpName     = "llvm.intr.maxnum"
	MinimumOpName    = "llvm.intr.minimum"
	MaximumOpName    = "llvm.intr.maximum"
	FMAOpName        = "llvm.intr.fma"
	FMulAddOpName    = "llvm.intr.fmuladd"
	SMaxOpName       = "llvm.intr.smax"
	SMinOpName       = "llvm.intr.smin"
	UMaxOpName       = "llvm.intr.umax"
	UMinOpName       = "llvm.intr.umin"
	CtPopOpName      = "llvm.intr.ctpop"
	BitReverseOpName = "llvm.intr.bitreverse"
	ByteSwapOpName   = "llvm.intr.bswap"
)

// Attribute names.
const (
	CConvAttrName    = "CConv"
	LinkageAttrName  = "linkage"
	FunctionTypeAttr = ir.FunctionTypeAttr
	ArgAttrsAttr     = ir.ArgAttrsAttr
	ResAttrsAttr     = ir.ResAttrsAttr
	CalleeAttr       = "callee"
	// VarCalleeTypeAttr is MLIR 17's attribute for the variadic type of a
	// call's callee; strata keeps it only on indirect calls (asm_func.go).
	VarCalleeTypeAttr   = "var_callee_type"
	FastmathFlagsAttr   = "fastmathFlags"
	OverflowFlagsAttr   = "overflowFlags"
	PredicateAttr       = "predicate"
	ElemTypeAttr        = "elem_type"
	AlignmentAttr       = "alignment"
	VolatileAttr        = "volatile_"
	NontemporalAttr     = "nontemporal"
	RawConstantIndices  = "rawConstantIndices"
	InboundsAttr        = "inbounds"
	ValueAttr           = "value"
	GlobalTypeAttr      = "global_type"
	GlobalNameAttr      = "global_name"
	ConstantAttr        = "constant"
	PrioritiesAttr      = "priorities"
	AddrSpaceAttr       = "addr_space"
	UnnamedAddrAttr     = "unnamed_addr"
	VisibilityAttr      = "visibility_"
	ThreadLocalAttr     = "thread_local_"
	PositionAttr        = "position"
	CaseValuesAttr      = ir.SwitchCaseValuesAttr
	CaseOperandSegments = ir.CaseOperandSegmentsAttr
	BinOpAttr           = "bin_op"
	OrderingAttr        = "ordering"
	IsVolatileAttr      = "isVolatile"
	LenAttr             = "len"
	SizeAttr            = "size"
	SuccessOrderingAttr = "success_ordering"
	FailureOrderingAttr = "failure_ordering"
	SyncscopeAttr       = "syncscope"

	// NoAliasAttr is the parameter attribute (in arg_attrs) of a pointer
	// argument that no other argument or global reaches.
	NoAliasAttr = "llvm.noalias"
)

// IntegerBinaryOps are the integer arithmetic ops (lhs, rhs -> result of
// the same type); OverflowOps are those that take overflowFlags.
var (
	IntegerBinaryOps = []string{AddOpName, SubOpName, MulOpName, UDivOpName, SDivOpName, URemOpName, SRemOpName,
		AndOpName, OrOpName, XorOpName, ShlOpName, LShrOpName, AShrOpName}
	FloatBinaryOps = []string{FAddOpName, FSubOpName, FMulOpName, FDivOpName, FRemOpName}
)

// HasOverflowFlags reports whether the integer op name takes
// overflowFlags.
func HasOverflowFlags(name string) bool {
	switch name {
	case AddOpName, SubOpName, MulOpName, ShlOpName:
		return true
	}
	return false
}

// castDef describes a cast op: what it takes and what it gives.
type castDef struct {
	name     string
	from, to ir.TypeConstraint
}

// CastOps lists the cast ops' names.
var CastOps = func() []string {
	var names []string
	for _, c := range castDefs() {
		names = append(names, c.name)
	}
	return names
}()

func castDefs() []castDef {
	return []castDef{
		{TruncOpName, intLikeC, intLikeC},
		{ZExtOpName, intLikeC, intLikeC},
		{SExtOpName, intLikeC, intLikeC},
		{FPTruncOpName, floatLikeC, floatLikeC},
		{FPExtOpName, floatLikeC, floatLikeC},
		{FPToSIOpName, floatLikeC, intLikeC},
		{FPToUIOpName, floatLikeC, intLikeC},
		{SIToFPOpName, intLikeC, floatLikeC},
		{UIToFPOpName, intLikeC, floatLikeC},
		{PtrToIntOpName, ptrC, intLikeC},
		{IntToPtrOpName, intLikeC, ptrC},
		{BitcastOpName, nonAggregateC, nonAggregateC},
		{AddrSpaceCastOpName, ptrC, ptrC},
	}
}

// intrinsicDef describes a value intrinsic: its arity, and whether it is
// a floating-point one (which carries fastmathFlags in MLIR 16).
type intrinsicDef struct {
	name  string
	arity int
	float bool
}

func intrinsicDefs() []intrinsicDef {
	var defs []intrinsicDef
	group := func(arity int, float bool, names ...string) {
		for _, n := range names {
			defs = append(defs, intrinsicDef{n, arity, float})
		}
	}
	group(1, true, SqrtOpName, FAbsOpName, ExpOpName, Exp2OpName, LogOpName, Log2OpName, Log10OpName, SinOpName, CosOpName,
		FloorOpName, CeilOpName, FTruncOpName, RoundOpName, RintOpName, NearbyintOpName)
	group(2, true, PowOpName, CopySignOpName, MinNumOpName, MaxNumOpName, MinimumOpName, MaximumOpName)
	group(3, true, FMAOpName, FMulAddOpName)
	group(2, false, SMaxOpName, SMinOpName, UMaxOpName, UMinOpName)
	group(1, false, CtPopOpName, BitReverseOpName, ByteSwapOpName)
	return defs
}

// The memory effects of the ops that touch memory.
func readsOperand(i int) func(op *ir.Operation) []ir.MemoryEffect {
	return func(op *ir.Operation) []ir.MemoryEffect {
		if op.NumOperands() <= i {
			return []ir.MemoryEffect{{Kind: ir.EffectRead}}
		}
		return []ir.MemoryEffect{{Kind: ir.EffectRead, Value: op.Operand(i)}}
	}
}

// loadEffects: a load reads its address; a volatile load also counts as a
// write, so that it is neither removed nor merged with another.
//
// An atomic load or store stronger than unordered orders other accesses
// around it: like upstream MLIR, it counts as reading and writing memory
// that cannot be pinned down, so that nothing is moved across it.
func loadEffects(op *ir.Operation) []ir.MemoryEffect {
	e := readsOperand(0)(op)
	if orderedAccess(op) {
		return append(e, readWrite(op)...)
	}
	if op.Attr(VolatileAttr) != nil {
		e = append(e, ir.MemoryEffect{Kind: ir.EffectWrite, Value: e[0].Value})
	}
	return e
}

func storeEffects(op *ir.Operation) []ir.MemoryEffect {
	if op.NumOperands() < 2 {
		return []ir.MemoryEffect{{Kind: ir.EffectWrite}}
	}
	e := []ir.MemoryEffect{{Kind: ir.EffectWrite, Value: op.Operand(1)}}
	if orderedAccess(op) {
		e = append(e, readWrite(op)...)
	}
	return e
}

// orderedAccess reports a load or store whose ordering is monotonic or
// stronger.
func orderedAccess(op *ir.Operation) bool {
	o, ok := op.Attr(OrderingAttr).(ir.IntegerAttr)
	return ok && AtomicOrdering(o.Int64()) > Unordered
}

// readWrite is the effect of atomics, fences and stack intrinsics: they
// read and write memory that cannot be pinned down.
func readWrite(*ir.Operation) []ir.MemoryEffect {
	return []ir.MemoryEffect{{Kind: ir.EffectRead}, {Kind: ir.EffectWrite}}
}

func memTransferEffects(op *ir.Operation) []ir.MemoryEffect {
	if op.NumOperands() < 2 {
		return readWrite(op)
	}
	e := []ir.MemoryEffect{{Kind: ir.EffectWrite, Value: op.Operand(0)}}
	if !op.Is(MemsetOpName) {
		e = append(e, ir.MemoryEffect{Kind: ir.EffectRead, Value: op.Operand(1)})
	}
	return e
}

func allocaEffects(op *ir.Operation) []ir.MemoryEffect {
	if op.NumResults() == 0 {
		return []ir.MemoryEffect{{Kind: ir.EffectAllocate, Resource: "AutomaticAllocationScope"}}
	}
	return []ir.MemoryEffect{{Kind: ir.EffectAllocate, Value: op.Result(0), Resource: "AutomaticAllocationScope"}}
}

// notSpeculatable marks the division ops: dividing by zero is undefined
// behaviour, so they may not be hoisted where they would not have run.
func notSpeculatable(*ir.Operation) ir.Speculatability { return ir.NotSpeculatable }

// opDefs returns the definitions of the dialect's operations.
func opDefs() []*ir.OpDef {
	var defs []*ir.OpDef
	add := func(d *ir.OpDef) { defs = append(defs, d) }

	// Functions, calls, and control flow.
	add(&ir.OpDef{
		Name:    FuncOpName,
		Summary: "LLVM dialect function",
		Attributes: []ir.AttrDef{
			{Name: ir.SymbolNameAttr, Constraint: ir.SymbolNameAttrC},
			{Name: FunctionTypeAttr, Constraint: llvmFuncTypeAttrC},
			{Name: LinkageAttrName, Constraint: linkageAttrC, Default: LinkageAttr{Linkage: External}},
			{Name: CConvAttrName, Constraint: cconvAttrC, Default: CCC},
			{Name: ArgAttrsAttr, Constraint: ir.ArrayAttrC, Optional: true},
			{Name: ResAttrsAttr, Constraint: ir.ArrayAttrC, Optional: true},
			{Name: ir.SymbolVisibilityAttr, Constraint: ir.StringAttrC, Optional: true},
			{Name: "passthrough", Constraint: ir.ArrayAttrC, Optional: true},
		},
		Regions:    []ir.RegionDef{{Name: "body"}},
		Traits:     []ir.Trait{ir.IsolatedFromAbove, ir.Symbol},
		Verify:     verifyFunc,
		Parse:      parseFunc,
		Print:      printFunc,
		Interfaces: []any{functionModel},
	})
	add(&ir.OpDef{
		Name:     CallOpName,
		Summary:  "call to an LLVM function",
		Operands: []ir.OperandDef{{Name: "operands", Type: llvmTypeC, Arity: ir.Variadic}},
		Results:  []ir.ResultDef{{Name: "result", Type: llvmTypeC, Arity: ir.Optional}},
		Attributes: []ir.AttrDef{
			{Name: CalleeAttr, Constraint: ir.FlatSymbolRefAttrC, Optional: true},
			{Name: FastmathFlagsAttr, Constraint: fastmathAttrC, Default: FastmathAttr{}},
		},
		Verify:           verifyCall,
		VerifySymbolUses: verifyCallSymbol,
		Parse:            parseCall,
		Print:            printCall,
		Upgrade:          upgradeCall,
		Interfaces:       []any{callModel},
	})
	add(&ir.OpDef{
		Name:     ReturnOpName,
		Summary:  "LLVM dialect return",
		Operands: []ir.OperandDef{{Name: "arg", Type: llvmTypeC, Arity: ir.Optional}},
		Traits:   []ir.Trait{ir.Pure, ir.Terminator, ir.ReturnLike},
		Verify:   verifyReturn,
		Format:   "attr-dict ($arg^ `:` type($arg))?",
	})
	add(&ir.OpDef{
		Name:       BrOpName,
		Summary:    "LLVM dialect branch",
		Operands:   []ir.OperandDef{{Name: "destOperands", Type: ir.AnyType, Arity: ir.Variadic}},
		Successors: []ir.SuccessorDef{{Name: "dest"}},
		Traits:     []ir.Trait{ir.Pure, ir.Terminator},
		Verify:     func(op *ir.Operation) error { return ir.VerifySuccessorOperands(op, 0, op.Operands()) },
		Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
	})
	add(&ir.OpDef{
		Name:    CondBrOpName,
		Summary: "LLVM dialect conditional branch",
		Operands: []ir.OperandDef{
			{Name: "condition", Type: i1C},
			{Name: "trueDestOperands", Type: ir.AnyType, Arity: ir.Variadic},
			{Name: "falseDestOperands", Type: ir.AnyType, Arity: ir.Variadic},
		},
		Successors: []ir.SuccessorDef{{Name: "trueDest"}, {Name: "falseDest"}},
		Traits:     []ir.Trait{ir.Pure, ir.Terminator},
		Verify: func(op *ir.Operation) error {
			if err := ir.VerifySuccessorOperands(op, 0, op.OperandGroup(1)); err != nil {
				return err
			}
			return ir.VerifySuccessorOperands(op, 1, op.OperandGroup(2))
		},
		Format: "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` " +
			"$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
	})
	// llvm.switch %v : i32, ^default(%a : i32) [
	//   1: ^bb1,
	//   4294967295: ^bb2
	// ]
	add(&ir.OpDef{
		Name:    SwitchOpName,
		Summary: "LLVM dialect switch",
		Operands: []ir.OperandDef{
			{Name: "value", Type: intC},
			{Name: "defaultOperands", Type: ir.AnyType, Arity: ir.Variadic},
			{Name: "caseOperands", Type: ir.AnyType, Arity: ir.Variadic},
		},
		Attributes: []ir.AttrDef{
			{Name: CaseValuesAttr, Constraint: ir.IntElementsAttrC, Optional: true},
			{Name: CaseOperandSegments, Constraint: ir.DenseI32ArrayAttrC},
		},
		Successors: []ir.SuccessorDef{{Name: "defaultDestination"}, {Name: "caseDestinations", Arity: ir.Variadic}},
		Traits:     []ir.Trait{ir.Pure, ir.Terminator},
		Format: "$value `:` type($value) `,` $defaultDestination (`(` $defaultOperands^ `:` type($defaultOperands) `)`)? " +
			"custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations, $caseOperands, type($caseOperands), " +
			"$case_operand_segments) attr-dict",
		Custom: []ir.CustomDirective{ir.SwitchOpCases(false)},
		Verify: verifySwitch,
		Branch: ir.SwitchBranch(),
	})
	add(&ir.OpDef{
		Name:    UnreachableOpName,
		Summary: "LLVM dialect unreachable",
		Traits:  []ir.Trait{ir.Terminator},
		Format:  "attr-dict",
	})

	// Memory.
	add(&ir.OpDef{
		Name:     AllocaOpName,
		Summary:  "stack allocation",
		Operands: []ir.OperandDef{{Name: "arraySize", Type: intC}},
		Results:  []ir.ResultDef{{Name: "res", Type: ptrC}},
		Attributes: []ir.AttrDef{
			{Name: AlignmentAttr, Constraint: ir.I64AttrC, Optional: true},
			{Name: ElemTypeAttr, Constraint: typeAttrC, Optional: true},
		},
		Verify:  verifyAlloca,
		Effects: allocaEffects,
		Format:  "$arraySize `x` $elem_type attr-dict `:` functional-type($arraySize, $res)",
	})
	add(&ir.OpDef{
		Name:     LoadOpName,
		Summary:  "load from memory",
		Operands: []ir.OperandDef{{Name: "addr", Type: ptrC}},
		Results:  []ir.ResultDef{{Name: "res", Type: llvmTypeC}},
		Attributes: []ir.AttrDef{
			{Name: AlignmentAttr, Constraint: ir.I64AttrC, Optional: true},
			{Name: VolatileAttr, Constraint: ir.UnitAttrC, Optional: true},
			{Name: NontemporalAttr, Constraint: ir.UnitAttrC, Optional: true},
			{Name: OrderingAttr, Constraint: enumAttrC("Atomic ordering for LLVM's memory model", orderingNames[:]), Optional: true},
			{Name: SyncscopeAttr, Constraint: ir.StringAttrC, Optional: true},
		},
		Effects: loadEffects,
		Verify:  verifyAtomicAccess,
		Parse:   parseLoad,
		Format:  "(`volatile` $volatile_^)? $addr attr-dict `:` custom<LLVMPointerType>(type($addr)) `->` type($res)",
		Custom:  []ir.CustomDirective{pointerTypeDirective},
	})
	add(&ir.OpDef{
		Name:     StoreOpName,
		Summary:  "store to memory",
		Operands: []ir.OperandDef{{Name: "value", Type: llvmTypeC}, {Name: "addr", Type: ptrC}},
		Attributes: []ir.AttrDef{
			{Name: AlignmentAttr, Constraint: ir.I64AttrC, Optional: true},
			{Name: VolatileAttr, Constraint: ir.UnitAttrC, Optional: true},
			{Name: NontemporalAttr, Constraint: ir.UnitAttrC, Optional: true},
			{Name: OrderingAttr, Constraint: enumAttrC("Atomic ordering for LLVM's memory model", orderingNames[:]), Optional: true},
			{Name: SyncscopeAttr, Constraint: ir.StringAttrC, Optional: true},
		},
		Effects: storeEffects,
		Verify:  verifyAtomicAccess,
		Parse:   parseStore,
		Format:  "(`volatile` $volatile_^)? $value `,` $addr attr-dict `:` type($value) `,` custom<LLVMPointerType>(type($addr))",
		Custom:  []ir.CustomDirective{pointerTypeDirective},
	})
	add(&ir.OpDef{
		Name:    GEPOpName,
		Summary: "address computation",
		Operands: []ir.OperandDef{
			{Name: "base", Type: ptrC},
			{Name: "dynamicIndices", Type: intLikeC, Arity: ir.Variadic},
		},
		Results: []ir.ResultDef{{Name: "res", Type: ptrC}},
		Attributes: []ir.AttrDef{
			{Name: RawConstantIndices, Constraint: ir.DenseI32ArrayAttrC},
			{Name: ElemTypeAttr, Constraint: typeAttrC, Optional: true},
			{Name: InboundsAttr, Constraint: ir.UnitAttrC, Optional: true},
		},
		Traits: []ir.Trait{ir.Pure},
		Verify: verifyGEP,
		Format: "custom<GEPBase>($inbounds, $base) `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict " +
			"`:` functional-type(operands, results) (`,` $elem_type^)?",
		Custom: []ir.CustomDirective{gepBaseDirective, gepIndicesDirective},
	})

	// Arithmetic.
	for _, name := range IntegerBinaryOps {
		d := &ir.OpDef{
			Name:     name,
			Summary:  "integer arithmetic",
			Operands: []ir.OperandDef{{Name: "lhs", Type: intLikeC}, {Name: "rhs", Type: intLikeC}},
			Results:  []ir.ResultDef{{Name: "res", Type: intLikeC}},
			Traits:   []ir.Trait{ir.Pure, ir.SameOperandsAndResultType},
			Parse:    parseArith,
			Print:    printArith,
		}
		if HasOverflowFlags(name) {
			d.Attributes = []ir.AttrDef{{Name: OverflowFlagsAttr, Constraint: overflowAttrC, Optional: true}}
		}
		switch name {
		case UDivOpName, SDivOpName, URemOpName, SRemOpName:
			d.Speculatable = notSpeculatable
		case AddOpName, MulOpName, AndOpName, OrOpName, XorOpName:
			d.Traits = append(d.Traits, ir.Commutative)
		}
		add(d)
	}
	for _, name := range append(append([]string{}, FloatBinaryOps...), FNegOpName) {
		operands := []ir.OperandDef{{Name: "lhs", Type: floatLikeC}, {Name: "rhs", Type: floatLikeC}}
		if name == FNegOpName {
			operands = []ir.OperandDef{{Name: "operand", Type: floatLikeC}}
		}
		add(&ir.OpDef{
			Name:       name,
			Summary:    "floating-point arithmetic",
			Operands:   operands,
			Results:    []ir.ResultDef{{Name: "res", Type: floatLikeC}},
			Attributes: []ir.AttrDef{{Name: FastmathFlagsAttr, Constraint: fastmathAttrC, Default: FastmathAttr{}}},
			Traits:     []ir.Trait{ir.Pure, ir.SameOperandsAndResultType},
			Parse:      parseArith,
			Print:      printArith,
		})
	}
	add(&ir.OpDef{
		Name:       ICmpOpName,
		Summary:    "integer comparison",
		Operands:   []ir.OperandDef{{Name: "lhs", Type: intOrPtrLikeC}, {Name: "rhs", Type: intOrPtrLikeC}},
		Results:    []ir.ResultDef{{Name: "res", Type: boolLikeC}},
		Attributes: []ir.AttrDef{{Name: PredicateAttr, Constraint: enumAttrC("llvm.icmp comparison predicate", icmpNames[:])}},
		Traits:     []ir.Trait{ir.Pure},
		Verify:     verifyCmp,
		Parse:      parseCmp,
		Print:      printCmp,
	})
	add(&ir.OpDef{
		Name:     FCmpOpName,
		Summary:  "floating-point comparison",
		Operands: []ir.OperandDef{{Name: "lhs", Type: floatLikeC}, {Name: "rhs", Type: floatLikeC}},
		Results:  []ir.ResultDef{{Name: "res", Type: boolLikeC}},
		Attributes: []ir.AttrDef{
			{Name: PredicateAttr, Constraint: enumAttrC("llvm.fcmp comparison predicate", fcmpNames[:])},
			{Name: FastmathFlagsAttr, Constraint: fastmathAttrC, Default: FastmathAttr{}},
		},
		Traits: []ir.Trait{ir.Pure},
		Verify: verifyCmp,
		Parse:  parseCmp,
		Print:  printCmp,
	})
	add(&ir.OpDef{
		Name:    SelectOpName,
		Summary: "select between two values",
		Operands: []ir.OperandDef{
			{Name: "condition", Type: boolLikeC},
			{Name: "trueValue", Type: llvmTypeC},
			{Name: "falseValue", Type: llvmTypeC},
		},
		Results: []ir.ResultDef{{Name: "res", Type: llvmTypeC}},
		Traits:  []ir.Trait{ir.Pure, ir.AllTypesMatch("trueValue", "falseValue", "res")},
		Format:  "operands attr-dict `:` type($condition) `,` type($res)",
	})
	for _, c := range castDefs() {
		add(&ir.OpDef{
			Name:     c.name,
			Summary:  "cast",
			Operands: []ir.OperandDef{{Name: "arg", Type: c.from}},
			Results:  []ir.ResultDef{{Name: "res", Type: c.to}},
			Traits:   []ir.Trait{ir.Pure},
			Verify:   verifyCast,
			Parse:    parseCast,
			Format:   "$arg attr-dict `:` type($arg) `to` type($res)",
		})
	}

	// Constants and globals.
	add(&ir.OpDef{
		Name:       ConstantOpName,
		Summary:    "a constant",
		Results:    []ir.ResultDef{{Name: "res", Type: llvmTypeC}},
		Attributes: []ir.AttrDef{{Name: ValueAttr, Constraint: ir.AnyAttr}},
		Traits:     []ir.Trait{ir.Pure, ir.ConstantLike},
		Verify:     verifyConstant,
		Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
			return []ir.FoldResult{{Attr: op.Attr(ValueAttr)}}
		},
		Format: "`(` $value `)` attr-dict `:` type($res)",
	})
	add(&ir.OpDef{
		Name:    GlobalOpName,
		Summary: "a global variable",
		Attributes: []ir.AttrDef{
			{Name: GlobalTypeAttr, Constraint: typeAttrC},
			{Name: ir.SymbolNameAttr, Constraint: ir.SymbolNameAttrC},
			{Name: LinkageAttrName, Constraint: linkageAttrC},
			{Name: ConstantAttr, Constraint: ir.UnitAttrC, Optional: true},
			{Name: ThreadLocalAttr, Constraint: ir.UnitAttrC, Optional: true},
			{Name: ValueAttr, Constraint: ir.AnyAttr, Optional: true},
			{Name: AlignmentAttr, Constraint: ir.I64AttrC, Optional: true},
			{Name: AddrSpaceAttr, Constraint: i32AttrC, Default: ir.IntAttr(ir.I32, 0)},
			{Name: UnnamedAddrAttr, Constraint: enumAttrC("LLVM GlobalValue UnnamedAddr", unnamedAddrNames[:]), Default: ir.IntAttr(ir.I64, 0)},
		},
		Regions:       []ir.RegionDef{{Name: "initializer", MaxBlocks: 1}},
		Traits:        []ir.Trait{ir.IsolatedFromAbove, ir.Symbol},
		Verify:        verifyGlobal,
		VerifyRegions: verifyGlobalRegion,
		Parse:         parseGlobal,
		Print:         printGlobal,
	})
	add(&ir.OpDef{
		Name:             AddressOfOpName,
		Summary:          "the address of a global or a function",
		Results:          []ir.ResultDef{{Name: "res", Type: ptrC}},
		Attributes:       []ir.AttrDef{{Name: GlobalNameAttr, Constraint: ir.FlatSymbolRefAttrC}},
		Traits:           []ir.Trait{ir.Pure},
		VerifySymbolUses: verifyAddressOf,
		Format:           "$global_name attr-dict `:` type($res)",
	})
	// The module's constructors and destructors (LLVM's
	// @llvm.global_ctors and @llvm.global_dtors): functions run before
	// main, by increasing priority, and after it returns or exits.
	for _, n := range []string{GlobalCtorsOpName, GlobalDtorsOpName} {
		list := "ctors"
		if n == GlobalDtorsOpName {
			list = "dtors"
		}
		add(&ir.OpDef{
			Name:    n,
			Summary: "the module's global " + list[:len(list)-1] + "ructors",
			Attributes: []ir.AttrDef{
				{Name: list, Constraint: ir.ArrayAttrC},
				{Name: PrioritiesAttr, Constraint: ir.ArrayAttrC},
			},
			VerifySymbolUses: func(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
				return verifyStructors(op, list, symbols)
			},
			Format: "attr-dict",
		})
	}
	undef := &ir.OpDef{
		Name:    UndefOpName,
		Summary: "an undefined value",
		Results: []ir.ResultDef{{Name: "res", Type: llvmTypeC}},
		Traits:  []ir.Trait{ir.Pure},
		Format:  "attr-dict `:` type($res)",
	}
	add(undef)
	// MLIR 17's llvm.mlir.poison is read as llvm.mlir.undef, which MLIR 16
	// has: undef may be any value and poison may become any value, so
	// reading poison as undef only narrows what the program may do (LLVM's
	// refinement order), and the print stays MLIR 16's
	// (docs/llvm-upstream-syntax.md).
	poison := *undef
	poison.Name, poison.Summary, poison.ReadsAs = PoisonOpName, "a poison value, read as llvm.mlir.undef", UndefOpName
	add(&poison)
	add(&ir.OpDef{
		Name:    NullOpName,
		Summary: "the null pointer",
		Results: []ir.ResultDef{{Name: "res", Type: ptrC}},
		Traits:  []ir.Trait{ir.Pure},
		Format:  "attr-dict `:` type($res)",
	})
	add(&ir.OpDef{
		Name:    ZeroOpName,
		Summary: "the zero value of a type",
		Results: []ir.ResultDef{{Name: "res", Type: llvmTypeC}},
		Traits:  []ir.Trait{ir.Pure},
		Format:  "attr-dict `:` type($res)",
	})
	add(&ir.OpDef{
		Name:       InsertValueOpName,
		Summary:    "insert a value into an aggregate",
		Operands:   []ir.OperandDef{{Name: "container", Type: aggregateC}, {Name: "value", Type: llvmTypeC}},
		Results:    []ir.ResultDef{{Name: "res", Type: aggregateC}},
		Attributes: []ir.AttrDef{{Name: PositionAttr, Constraint: i64ArrayAttrC}},
		Traits:     []ir.Trait{ir.Pure, ir.AllTypesMatch("container", "res")},
		Verify:     verifyInsertValue,
		Format:     "$value `,` $container `` custom<Position>($position) attr-dict `:` custom<AggregateType>(type($container), type($value), ref($position))",
		Custom:     []ir.CustomDirective{positionDirective, aggregateTypeDirective},
	})
	add(&ir.OpDef{
		Name:       ExtractValueOpName,
		Summary:    "extract a value from an aggregate",
		Operands:   []ir.OperandDef{{Name: "container", Type: aggregateC}},
		Results:    []ir.ResultDef{{Name: "res", Type: llvmTypeC}},
		Attributes: []ir.AttrDef{{Name: PositionAttr, Constraint: i64ArrayAttrC}},
		Traits:     []ir.Trait{ir.Pure},
		Verify:     verifyExtractValue,
		Format:     "$container `` custom<Position>($position) attr-dict `:` custom<AggregateType>(type($container), type($res), ref($position))",
		Custom:     []ir.CustomDirective{positionDirective, aggregateTypeDirective},
	})

	// Atomics.
	add(&ir.OpDef{
		Name:     AtomicRMWOpName,
		Summary:  "atomic read-modify-write",
		Operands: []ir.OperandDef{{Name: "ptr", Type: ptrC}, {Name: "val", Type: llvmTypeC}},
		Results:  []ir.ResultDef{{Name: "res", Type: llvmTypeC}},
		Attributes: []ir.AttrDef{
			{Name: BinOpAttr, Constraint: enumAttrC("llvm.atomicrmw binary operations", atomicBinOpNames[:])},
			{Name: OrderingAttr, Constraint: enumAttrC("Atomic ordering for LLVM's memory model", orderingNames[:])},
		},
		Traits:  []ir.Trait{ir.AllTypesMatch("val", "res")},
		Verify:  verifyAtomicRMW,
		Effects: readWrite,
		Parse:   parseAtomicRMW,
		Print:   printAtomicRMW,
	})
	add(&ir.OpDef{
		Name:     CmpXchgOpName,
		Summary:  "atomic compare and exchange",
		Operands: []ir.OperandDef{{Name: "ptr", Type: ptrC}, {Name: "cmp", Type: llvmTypeC}, {Name: "val", Type: llvmTypeC}},
		Results:  []ir.ResultDef{{Name: "res", Type: cmpxchgResultC}},
		Attributes: []ir.AttrDef{
			{Name: SuccessOrderingAttr, Constraint: enumAttrC("Atomic ordering for LLVM's memory model", orderingNames[:])},
			{Name: FailureOrderingAttr, Constraint: enumAttrC("Atomic ordering for LLVM's memory model", orderingNames[:])},
		},
		Traits:  []ir.Trait{ir.AllTypesMatch("cmp", "val")},
		Verify:  verifyCmpXchg,
		Effects: readWrite,
		Parse:   parseCmpXchg,
		Print:   printCmpXchg,
	})
	add(&ir.OpDef{
		Name:    FenceOpName,
		Summary: "memory fence",
		Attributes: []ir.AttrDef{
			{Name: OrderingAttr, Constraint: enumAttrC("Atomic ordering for LLVM's memory model", orderingNames[:])},
			{Name: SyncscopeAttr, Constraint: ir.StringAttrC, Default: ir.Str("")},
		},
		Effects: readWrite,
		Parse:   parseFence,
		Print:   printFence,
	})

	// Intrinsics.
	for _, in := range intrinsicDefs() {
		tc := intLikeC
		if in.float {
			tc = floatLikeC
		}
		names := []string{"a", "b", "c"}[:in.arity]
		operands := make([]ir.OperandDef, in.arity)
		for i, n := range names {
			operands[i] = ir.OperandDef{Name: n, Type: tc}
		}
		d := &ir.OpDef{
			Name:     in.name,
			Summary:  "LLVM intrinsic",
			Operands: operands,
			Results:  []ir.ResultDef{{Name: "res", Type: tc}},
			Traits:   []ir.Trait{ir.Pure, ir.SameOperandsAndResultType},
			Parse:    parseIntrinsic,
			Print:    printIntrinsic,
		}
		if in.float {
			d.Attributes = []ir.AttrDef{{Name: FastmathFlagsAttr, Constraint: fastmathAttrC, Default: FastmathAttr{}}}
		}
		add(d)
	}
	for _, name := range []string{MemcpyOpName, MemmoveOpName, MemsetOpName} {
		operands := []ir.OperandDef{{Name: "dst", Type: ptrC}, {Name: "src", Type: ptrC}, {Name: "len", Type: intC}, {Name: "isVolatile", Type: i1C}}
		if name == MemsetOpName {
			operands[1] = ir.OperandDef{Name: "val", Type: i8C}
		}
		add(&ir.OpDef{Name: name, Summary: "LLVM intrinsic", Operands: operands, Effects: memTransferEffects, Upgrade: upgradeMemIntrinsic})
	}
	// llvm.intr.memcpy.inline takes its length as an operand in MLIR 16,
	// as memcpy does; LLVM requires it to be a constant (an immarg), which
	// strata-translate checks. Upstream's later form, with the length and
	// the flag as attributes, is read by upgradeMemcpyInline.
	add(&ir.OpDef{
		Name:     MemcpyInlineOpName,
		Summary:  "LLVM intrinsic",
		Operands: []ir.OperandDef{{Name: "dst", Type: ptrC}, {Name: "src", Type: ptrC}, {Name: "len", Type: intC}, {Name: "isVolatile", Type: i1C}},
		Effects:  memTransferEffects,
		Upgrade:  upgradeMemcpyInline,
	})
	// The variable argument list, as MLIR 16 writes it:
	// llvm.intr.vastart %ap : !llvm.ptr<i8>, llvm.intr.vaend,
	// llvm.intr.vacopy %src to %dst : !llvm.ptr<i8>, !llvm.ptr<i8>, and
	// %v = llvm.va_arg %ap : (!llvm.ptr<i8>) -> i32 (the instruction).
	for _, name := range []string{VaStartOpName, VaEndOpName} {
		add(&ir.OpDef{
			Name:     name,
			Summary:  "LLVM intrinsic",
			Operands: []ir.OperandDef{{Name: "arg_list", Type: ptrC}},
			Effects:  readWrite,
			Format:   "$arg_list attr-dict `:` type($arg_list)",
		})
	}
	add(&ir.OpDef{
		Name:     VaCopyOpName,
		Summary:  "LLVM intrinsic",
		Operands: []ir.OperandDef{{Name: "dest_list", Type: ptrC}, {Name: "src_list", Type: ptrC}},
		Effects:  readWrite,
		Format:   "$src_list `to` $dest_list attr-dict `:` type(operands)",
	})
	add(&ir.OpDef{
		Name:     VaArgOpName,
		Summary:  "the next argument of a variable argument list",
		Operands: []ir.OperandDef{{Name: "arg", Type: ptrC}},
		Results:  []ir.ResultDef{{Name: "res", Type: llvmTypeC}},
		Effects:  readWrite,
		Format:   "$arg attr-dict `:` functional-type($arg, $res)",
	})
	// llvm.intr.lifetime.start 16, %p : !llvm.ptr, as MLIR 16 and later
	// write it (the size an attribute, which strata-translate passes as
	// the intrinsic's i64 argument). LLVM 22's form, without the size
	// (`llvm.intr.lifetime.start %p : !llvm.ptr`, generic form too), is
	// read as size -1: the whole object (parseLifetime, upgradeLifetime).
	for _, name := range []string{LifetimeStartOpName, LifetimeEndOpName} {
		add(&ir.OpDef{
			Name:       name,
			Summary:    "LLVM intrinsic",
			Operands:   []ir.OperandDef{{Name: "ptr", Type: ptrC}},
			Attributes: []ir.AttrDef{{Name: SizeAttr, Constraint: ir.I64AttrC, Asm: ir.AttrAsm{Type: ir.I64}}},
			Effects:    readWrite,
			Parse:      parseLifetime,
			Upgrade:    upgradeLifetime,
			Format:     "$size `,` $ptr attr-dict `:` custom<LLVMPointerType>(type($ptr))",
			Custom:     []ir.CustomDirective{pointerTypeDirective},
		})
	}
	add(&ir.OpDef{
		Name:    StackSaveOpName,
		Summary: "save the stack pointer",
		Results: []ir.ResultDef{{Name: "res", Type: ptrC}},
		Effects: readWrite,
		Format:  "attr-dict `:` type($res)",
	})
	add(&ir.OpDef{
		Name:     StackRestoreOpName,
		Summary:  "restore the stack pointer",
		Operands: []ir.OperandDef{{Name: "ptr", Type: ptrC}},
		Effects:  readWrite,
		Parse:    parseStackRestore,
		Print:    printStackRestore,
	})
	return defs
}

// upgradeCall reads upstream's generic form of llvm.call (MLIR 19 and
// later write it for every call) as MLIR 16's: the properties MLIR 16 does
// not have go when they say no more than MLIR 16 can. Empty operand
// bundles and segment sizes that give every operand to the call go; a
// bundle, a calling convention other than C's and a tail call guarantee
// (musttail, notail) are refused, as in the custom form (parseCall).
func upgradeCall(_ *ir.Builder, op *ir.Operation) error {
	if a := op.Attr("op_bundle_sizes"); a != nil {
		if d, ok := a.(*ir.DenseArrayAttr); !ok || d.Len() != 0 {
			return fmt.Errorf("operand bundles on llvm.call are not supported: MLIR 16 has none, and dropping one would change the call")
		}
		op.RemoveAttr("op_bundle_sizes")
	}
	// Upstream's name for MLIR 16's operand_segment_sizes.
	const segments = "operandSegmentSizes"
	if a := op.Attr(segments); a != nil {
		d, ok := a.(*ir.DenseArrayAttr)
		if !ok || len(d.Int64s()) != 2 || d.Int64s()[0] != int64(op.NumOperands()) || d.Int64s()[1] != 0 {
			return fmt.Errorf("'%s' of llvm.call must give every operand to the call and none to operand bundles", segments)
		}
		op.RemoveAttr(segments)
	}
	if a := op.Attr("TailCallKind"); a != nil {
		k, ok := a.(TailCallKindAttr)
		if !ok || (k.Kind != "none" && k.Kind != "tail") {
			return fmt.Errorf("'TailCallKind = %s' is not supported: MLIR 16's llvm.call has no tail call guarantees", ir.AttrString(a))
		}
		op.RemoveAttr("TailCallKind")
	}
	if a := op.Attr("CConv"); a != nil {
		if a != ir.Attribute(CCC) {
			return fmt.Errorf("'CConv = %s' is not supported on llvm.call: MLIR 16's calls are C calls", ir.AttrString(a))
		}
		op.RemoveAttr("CConv")
	}
	// arg_attrs and res_attrs, however written (the custom form's
	// signature, upstream's properties, MLIR 16's attribute dictionary),
	// hold only attributes whose dropping refines the call: MLIR 16 keeps
	// them as discardable attributes, which nothing emits.
	for _, name := range []string{ArgAttrsAttr, ResAttrsAttr} {
		arr, ok := op.Attr(name).(*ir.ArrayAttr)
		if !ok {
			continue // the verifier reports it
		}
		for _, e := range arr.Elems() {
			d, _ := e.(*ir.DictionaryAttr)
			for _, a := range d.Entries() {
				if msg := refusedCallParamAttr(a.Name, name == ResAttrsAttr); msg != "" {
					return fmt.Errorf("%s", msg)
				}
			}
		}
	}
	return nil
}

// upgradeLifetime gives a lifetime marker without a size, LLVM 22's
// (whose markers cover the whole alloca they point at), the size -1 that
// says the same in LLVM 14: the whole object.
func upgradeLifetime(_ *ir.Builder, op *ir.Operation) error {
	if op.Attr(SizeAttr) == nil {
		op.SetAttr(SizeAttr, ir.IntAttr(ir.I64, -1))
	}
	return nil
}

// upgradeMemcpyInline reads upstream's memcpy.inline, whose length is an
// attribute (`len = 16 : i64`, its type the intrinsic's length type) and,
// from MLIR 18 on, whose volatility is one too:
//
//	"llvm.intr.memcpy.inline"(%d, %s) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
//
// as MLIR 16's, which takes both as operands: each attribute becomes an
// llvm.mlir.constant before the op, and strata-translate emits the same
// call, with the length an immediate constant as LLVM requires.
func upgradeMemcpyInline(b *ir.Builder, op *ir.Operation) error {
	n := op.NumOperands()
	length, ok := op.Attr(LenAttr).(ir.IntegerAttr)
	if !ok || n != 2 && n != 3 {
		return nil
	}
	if _, isInt := length.AttrType().(ir.IntegerType); !isInt {
		return nil
	}
	flag, isFlag := op.Attr(IsVolatileAttr).(ir.IntegerAttr)
	if n == 2 && (!isFlag || flag.AttrType() != ir.Type(ir.I1)) {
		return nil
	}
	operands := append(op.Operands()[:2:2], NewConstant(b, length.AttrType(), length, op.Loc()).Result(0))
	if n == 3 {
		operands = append(operands, op.Operand(2))
	} else {
		operands = append(operands, NewConstant(b, ir.I1, ir.BoolAttr(flag.Bool()), op.Loc()).Result(0))
		op.RemoveAttr(IsVolatileAttr)
	}
	op.SetOperands(operands)
	op.RemoveAttr(LenAttr)
	return nil
}

// upgradeMemIntrinsic reads MLIR 18's memcpy and memset, which hold
// volatility as an attribute, `"llvm.intr.memcpy"(%d, %s, %n)
// <{isVolatile = false}>`, as MLIR 16's, which takes it as an i1 operand:
// the attribute becomes an llvm.mlir.constant before the op. The call
// LLVM gets is the same (strata-translate passes the flag as the i1
// argument either way).
func upgradeMemIntrinsic(b *ir.Builder, op *ir.Operation) error {
	if op.NumOperands() != 3 {
		return nil
	}
	a, ok := op.Attr(IsVolatileAttr).(ir.IntegerAttr)
	if !ok || a.AttrType() != ir.Type(ir.I1) {
		return nil
	}
	flag := NewConstant(b, ir.I1, ir.BoolAttr(a.Bool()), op.Loc()).Result(0)
	op.SetOperands(append(op.Operands()[:3:3], flag))
	op.RemoveAttr(IsVolatileAttr)
	return nil
}

func verifyFunc(op *ir.Operation) error {
	fn := FuncOp{op}
	ft := fn.Type()
	// The signature's types, as MLIR checks them when it builds the
	// function type (a generic llvm.func may hold any).
	if !IsValidResultType(ft.Result) {
		return fmt.Errorf("invalid function result type: %s", ir.TypeString(ft.Result))
	}
	for _, p := range ft.Params() {
		if !IsValidArgumentType(p) {
			return fmt.Errorf("invalid function argument type: %s", ir.TypeString(p))
		}
	}
	if fn.Linkage() == Common {
		return fmt.Errorf("functions cannot have 'common' linkage")
	}
	if fn.IsDeclaration() {
		if l := fn.Linkage(); l != External && l != ExternWeak {
			return fmt.Errorf("external functions must have 'external' or 'extern_weak' linkage")
		}
	} else {
		entry := fn.Body().First()
		params := ft.Params()
		if entry.NumArguments() != len(params) {
			return fmt.Errorf("entry block must have %d arguments to match function signature", len(params))
		}
		for i, p := range params {
			if got := entry.Argument(i).Type(); got != p {
				return fmt.Errorf("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
					i, ir.TypeString(got), ir.TypeString(p))
			}
		}
	}
	// LLVM's IR verifier refuses a local symbol that is not of default
	// visibility; saying so here points at the function, not at opt's
	// line of the translated IR.
	if l := fn.Linkage(); (l == Private || l == Internal) && intAttr(op, VisibilityAttr) != 0 {
		return fmt.Errorf("symbol with '%s' linkage must have default visibility", l)
	}
	if arr, ok := op.Attr(ArgAttrsAttr).(*ir.ArrayAttr); ok && len(arr.Elems()) != len(ft.Params()) {
		return fmt.Errorf("expects argument attribute array to have the same number of elements as the number of function arguments, got %d, but expected %d",
			len(arr.Elems()), len(ft.Params()))
	}
	if arr, ok := op.Attr(ResAttrsAttr).(*ir.ArrayAttr); ok {
		want := 1
		if ft.Result == ir.Type(Void) {
			want = 0
		}
		if len(arr.Elems()) != want {
			return fmt.Errorf("expects result attribute array to have the same number of elements as the number of function results, got %d, but expected %d",
				len(arr.Elems()), want)
		}
	}
	return nil
}

func verifyReturn(op *ir.Operation) error {
	parent := op.ParentOp()
	if parent == nil {
		return nil
	}
	var want ir.Type
	switch {
	case parent.Is(FuncOpName):
		ta, _ := parent.Attr(FunctionTypeAttr).(ir.TypeAttr)
		ft, ok := ta.Type.(FuncType)
		if !ok {
			return nil
		}
		if ft.Result != ir.Type(Void) {
			want = ft.Result
		}
	case parent.Is(GlobalOpName):
		ta, _ := parent.Attr(GlobalTypeAttr).(ir.TypeAttr)
		want = ta.Type
	default:
		return fmt.Errorf("expects parent op to be one of 'llvm.func, llvm.mlir.global'")
	}
	// MLIR points at the function too.
	fail := func(msg string) error {
		d := op.Errorf("%s", msg)
		if parent.Is(FuncOpName) {
			d.AttachNote(parent.Loc(), "when returning from function")
		}
		return d
	}
	if want == nil {
		if op.NumOperands() != 0 {
			return fail("expected no operands")
		}
		return nil
	}
	if op.NumOperands() != 1 {
		return fail("expected 1 operand")
	}
	if parent.Is(FuncOpName) && op.Operand(0).Type() != want {
		return fail("mismatching result types")
	}
	return nil
}

// verifyCall checks what a call needs without looking at its callee: an
// indirect call has a function pointer as its first operand. The callee's
// signature is checked by verifyCallSymbol.
func verifyCall(op *ir.Operation) error {
	if op.Attr(CalleeAttr) == nil && op.NumOperands() == 0 {
		return fmt.Errorf("must have either a `callee` attribute or at least an operand")
	}
	if op.Attr(CalleeAttr) == nil && !isPointer(op.Operand(0).Type()) {
		return fmt.Errorf("indirect call expects a pointer as callee: %s", ir.TypeString(op.Operand(0).Type()))
	}
	// One dictionary per argument and per result, as upstream checks.
	nargs := len(CallOp{op}.Args())
	for _, c := range []struct {
		name, what string
		n          int
	}{{ArgAttrsAttr, "arguments", nargs}, {ResAttrsAttr, "results", op.NumResults()}} {
		a := op.Attr(c.name)
		if a == nil {
			continue
		}
		arr, ok := a.(*ir.ArrayAttr)
		if ok {
			for _, e := range arr.Elems() {
				if _, isDict := e.(*ir.DictionaryAttr); !isDict {
					ok = false
				}
			}
		}
		if !ok || len(arr.Elems()) != c.n {
			return fmt.Errorf("expects '%s' to be an array of as many dictionaries as the call has %s (%d)", c.name, c.what, c.n)
		}
	}
	// var_callee_type may come from the generic form or from `vararg(...)`
	// on an indirect call; the parser checks the latter, this the former.
	if a := op.Attr(VarCalleeTypeAttr); a != nil {
		ta, _ := a.(ir.TypeAttr)
		vt, ok := ta.Type.(FuncType)
		if !ok {
			return fmt.Errorf("attribute '%s' failed to satisfy constraint: type attribute of LLVM function type", VarCalleeTypeAttr)
		}
		if msg := checkVarCallee(vt, valueTypes(CallOp{op}.Args()), valueTypes(op.Results())); msg != "" {
			return fmt.Errorf("%s", msg)
		}
	}
	return nil
}

func verifyCallSymbol(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
	ref, ok := op.Attr(CalleeAttr).(ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	target := symbols.LookupNearestSymbolFrom(op, ref)
	if target == nil {
		return op.Errorf("'%s' does not reference a symbol in the current scope", ref.Root())
	}
	if !target.Is(FuncOpName) {
		return op.Errorf("'%s' does not reference a valid LLVM function", ref.Root())
	}
	ta, _ := target.Attr(FunctionTypeAttr).(ir.TypeAttr)
	ft, ok := ta.Type.(FuncType)
	if !ok {
		return nil
	}
	params := ft.Params()
	n := op.NumOperands()
	if n < len(params) || n > len(params) && !ft.VarArg {
		return op.Errorf("incorrect number of operands (%d) for callee (expecting: %d)", n, len(params))
	}
	for i, p := range params {
		if got := op.Operand(i).Type(); got != p {
			return op.Errorf("operand type mismatch for operand %d: '%s' != '%s'", i, ir.TypeString(got), ir.TypeString(p))
		}
	}
	if ft.Result == ir.Type(Void) {
		if op.NumResults() != 0 {
			return op.Errorf("expected function call to produce no value")
		}
		return nil
	}
	if op.NumResults() != 1 {
		return op.Errorf("expected function call to produce a value")
	}
	if got := op.Result(0).Type(); got != ft.Result {
		return op.Errorf("result type mismatch: '%s' != '%s'", ir.TypeString(got), ir.TypeString(ft.Result))
	}
	return nil
}

func verifySwitch(op *ir.Operation) error {
	if !ir.SwitchWellFormed(op) {
		return fmt.Errorf("expects as many '%s' as case destinations, whose sizes add up to the case operands", CaseOperandSegments)
	}
	ncases := op.NumSuccessors() - 1
	values, hasValues := op.Attr(CaseValuesAttr).(*ir.DenseElementsAttr)
	n := 0
	if hasValues {
		flagType := op.Operand(0).Type()
		if et := values.AttrType().(ir.ShapedType).ElementType(); et != flagType {
			return fmt.Errorf("expects case value type to match condition value type")
		}
		n = len(values.Values())
		if values.IsSplat() {
			n = ncases
		}
	}
	if n != ncases {
		return fmt.Errorf("expects number of case values to match number of case destinations")
	}
	lists := ir.SwitchSuccessorOperands(op)
	for i, l := range lists {
		if err := ir.VerifySuccessorOperands(op, i, l); err != nil {
			return err
		}
	}
	return nil
}

func verifyAlloca(op *ir.Operation) error {
	if op.Attr(ElemTypeAttr) == nil {
		return fmt.Errorf("expected 'elem_type' attribute if opaque pointer type is used")
	}
	return nil
}

// dynamicIndex is DynamicIndex as an int64, for comparisons with the
// values of rawConstantIndices.
const dynamicIndex int64 = DynamicIndex

func verifyGEP(op *ir.Operation) error {
	raw := op.Attr(RawConstantIndices).(*ir.DenseArrayAttr).Int64s()
	dyn := 0
	for _, r := range raw {
		if r == dynamicIndex {
			dyn++
		}
	}
	if dyn != op.NumOperands()-1 {
		return fmt.Errorf("expected as many dynamic indices as specified in '%s'", RawConstantIndices)
	}
	ta, ok := op.Attr(ElemTypeAttr).(ir.TypeAttr)
	if !ok {
		return fmt.Errorf("expected 'elem_type' attribute if opaque pointer type is used")
	}
	// The first index steps over the pointer; the others go into the
	// element type, and must be constant (and in range) into structs.
	t := ta.Type
	for i := 1; i < len(raw); i++ {
		switch s := t.(type) {
		case StructType:
			if raw[i] == dynamicIndex {
				return fmt.Errorf("expected index %d indexing a struct to be constant", i)
			}
			f := s.Fields()
			if raw[i] < 0 || raw[i] >= int64(len(f)) {
				return fmt.Errorf("index %d indexing a struct is out of bounds", i)
			}
			t = f[raw[i]]
		case ArrayType:
			t = s.Elem
		case *ir.VectorType:
			t = s.ElementType()
		default:
			return fmt.Errorf("type '%s' cannot be indexed (index #%d)", ir.TypeString(t), i)
		}
	}
	return nil
}

func verifyCmp(op *ir.Operation) error {
	lt, rt := op.Operand(0).Type(), op.Operand(1).Type()
	if lt != rt {
		return fmt.Errorf("requires all operands to have the same type")
	}
	want := ir.Type(ir.I1)
	if v, ok := lt.(*ir.VectorType); ok {
		shape, _ := v.Shape()
		want = op.Context().VectorType(shape, nil, ir.I1)
	}
	if got := op.Result(0).Type(); got != want {
		return fmt.Errorf("result type '%s' must be '%s'", ir.TypeString(got), ir.TypeString(want))
	}
	return nil
}

// verifyCast checks that a cast keeps the shape: scalar to scalar, vector
// to vector of as many elements.
func verifyCast(op *ir.Operation) error {
	from, to := op.Operand(0).Type(), op.Result(0).Type()
	fv, fIsVec := from.(*ir.VectorType)
	tv, tIsVec := to.(*ir.VectorType)
	if op.Is(BitcastOpName) {
		// A bitcast may change the shape, keeping the size (which
		// strata-translate checks); pointers cast to pointers only, in
		// their address space (upstream's messages).
		fp, fIsPtr := elementOf(from).(PointerType)
		tp, tIsPtr := elementOf(to).(PointerType)
		if fIsPtr != tIsPtr {
			return fmt.Errorf("can only cast pointers from and to pointers")
		}
		if fIsPtr && fp.AddressSpace != tp.AddressSpace {
			return fmt.Errorf("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead")
		}
		return nil
	}
	// Extensions widen and truncations narrow, as LLVM requires (upstream
	// checks the integer extensions; LLVM refuses the others too).
	fw, tw := scalarWidth(elementOf(from)), scalarWidth(elementOf(to))
	switch {
	case (op.Is(ZExtOpName) || op.Is(SExtOpName)) && tw <= fw:
		return fmt.Errorf("integer width of the output type is smaller or equal to the integer width of the input type")
	case op.Is(TruncOpName) && tw >= fw:
		return fmt.Errorf("integer width of the output type is larger or equal to the integer width of the input type")
	case op.Is(FPExtOpName) && tw <= fw:
		return fmt.Errorf("floating-point width of the output type is smaller or equal to the width of the input type")
	case op.Is(FPTruncOpName) && tw >= fw:
		return fmt.Errorf("floating-point width of the output type is larger or equal to the width of the input type")
	}
	if fIsVec != tIsVec {
		return fmt.Errorf("operand and result must both be vectors or both be scalars")
	}
	if fIsVec {
		fs, _ := fv.Shape()
		ts, _ := tv.Shape()
		if fmt.Sprint(fs) != fmt.Sprint(ts) {
			return fmt.Errorf("operand and result vectors must have the same shape")
		}
	}
	return nil
}

// scalarWidth returns the width in bits of an integer or float type, 0
// for other types.
func scalarWidth(t ir.Type) int {
	switch t := t.(type) {
	case ir.IntegerType:
		return int(t.Width)
	case ir.FloatType:
		return t.Width()
	}
	return 0
}

// atomicTypeOK reports whether t may be the type of an atomic access: an
// integer or float of a power-of-two size of at least a byte, or (where
// allowed) a pointer. LLVM's rule; upstream MLIR's also stops at 64 bits.
func atomicTypeOK(t ir.Type, pointer bool) bool {
	if isPointer(t) {
		return pointer
	}
	if it, ok := t.(ir.IntegerType); ok && !it.IsSignless() {
		return false
	}
	w := scalarWidth(t)
	return w >= 8 && w&(w-1) == 0
}

// isZeroAttr reports whether a global's value attribute is all zeros, as
// a common global's must be.
func isZeroAttr(a ir.Attribute) bool {
	switch a := a.(type) {
	case ir.IntegerAttr:
		return !a.Bool()
	case ir.FloatAttr:
		return math.Float64bits(a.Value()) == 0
	case ir.StringAttr:
		return strings.Trim(a.Value, "\x00") == ""
	case *ir.DenseElementsAttr:
		for _, v := range a.Values() {
			if !isZeroAttr(v) {
				return false
			}
		}
		return true
	case *ir.ArrayAttr:
		for _, e := range a.Elems() {
			if !isZeroAttr(e) {
				return false
			}
		}
		return true
	}
	return false
}

func verifyConstant(op *ir.Operation) error {
	t := op.Result(0).Type()
	switch v := op.Attr(ValueAttr).(type) {
	case ir.StringAttr:
		at, ok := t.(ArrayType)
		if !ok || at.Elem != ir.Type(ir.I8) || at.Len != int64(len(v.Value)) {
			return fmt.Errorf("expected array type of %d i8 elements for the string constant", len(v.Value))
		}
	case ir.IntegerAttr:
		if _, ok := t.(ir.IntegerType); !ok {
			return fmt.Errorf("expected integer type for an integer constant, got '%s'", ir.TypeString(t))
		}
	case ir.FloatAttr:
		if !ir.IsFloat(t) {
			return fmt.Errorf("expected floating-point type for a float constant, got '%s'", ir.TypeString(t))
		}
	}
	return nil
}

func verifyGlobal(op *ir.Operation) error {
	if op.Attr(ValueAttr) != nil && !op.Region(0).Empty() {
		return fmt.Errorf("cannot have both initializer value and region")
	}
	t := op.Attr(GlobalTypeAttr).(ir.TypeAttr).Type
	if !IsLLVMType(t) {
		return fmt.Errorf("expects type to be a valid element type for an LLVM global")
	}
	// As for functions: LLVM refuses a local symbol of non-default
	// visibility.
	if l := (GlobalOp{op}).Linkage(); (l == Private || l == Internal) && intAttr(op, VisibilityAttr) != 0 {
		return fmt.Errorf("symbol with '%s' linkage must have default visibility", l)
	}
	switch (GlobalOp{op}).Linkage() {
	case Appending:
		if _, isArray := t.(ArrayType); !isArray {
			return fmt.Errorf("expected array type for 'appending' linkage")
		}
	case Common:
		if v := op.Attr(ValueAttr); v != nil && !isZeroAttr(v) {
			return fmt.Errorf("expected zero value for 'common' linkage")
		}
	}
	if s, ok := op.Attr(ValueAttr).(ir.StringAttr); ok {
		at, isArray := t.(ArrayType)
		if !isArray || at.Elem != ir.Type(ir.I8) || at.Len != int64(len(s.Value)) {
			return fmt.Errorf("requires an i8 array type of the length equal to that of the string attribute")
		}
	}
	return nil
}

func verifyGlobalRegion(op *ir.Operation) error {
	b := op.Region(0).First()
	if b == nil {
		return nil
	}
	term := b.Last()
	if term == nil || !term.Is(ReturnOpName) || term.NumOperands() != 1 {
		return fmt.Errorf("initializer region must end with 'llvm.return' of the initial value")
	}
	want := op.Attr(GlobalTypeAttr).(ir.TypeAttr).Type
	if got := term.Operand(0).Type(); got != want {
		return fmt.Errorf("initializer region type '%s' does not match global type '%s'", ir.TypeString(got), ir.TypeString(want))
	}
	return nil
}

// verifyStructors checks llvm.mlir.global_ctors and _dtors: one
// priority (an i32) per function, each an llvm.func taking nothing.
func verifyStructors(op *ir.Operation, list string, symbols *ir.SymbolTableCollection) error {
	fns, _ := op.Attr(list).(*ir.ArrayAttr)
	prios, _ := op.Attr(PrioritiesAttr).(*ir.ArrayAttr)
	if len(fns.Elems()) != len(prios.Elems()) {
		return op.Errorf("mismatch between the number of %s and the number of priorities", list)
	}
	for i, a := range fns.Elems() {
		ref, ok := a.(ir.SymbolRefAttr)
		if !ok || !ref.IsFlat() {
			return op.Errorf("'%s' element %d is not a flat symbol reference", list, i)
		}
		target := symbols.LookupNearestSymbolFrom(op, ref)
		if target == nil || !target.Is(FuncOpName) {
			return op.Errorf("'%s' element %d (%s) does not reference an 'llvm.func'", list, i, ir.AttrString(a))
		}
		if p, ok := prios.Elems()[i].(ir.IntegerAttr); !ok || p.AttrType() != ir.I32 {
			return op.Errorf("priority %d is not an i32 integer", i)
		}
	}
	return nil
}

func verifyAddressOf(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
	ref := op.Attr(GlobalNameAttr).(ir.SymbolRefAttr)
	target := symbols.LookupNearestSymbolFrom(op, ref)
	if target == nil || !target.Is(GlobalOpName) && !target.Is(FuncOpName) {
		return op.Errorf("must reference a global defined by 'llvm.mlir.global' or 'llvm.func'")
	}
	if target.Is(GlobalOpName) {
		as, _ := target.AttrOrDefault(AddrSpaceAttr).(ir.IntegerAttr)
		if pt, ok := op.Result(0).Type().(PointerType); ok && int64(pt.AddressSpace) != as.Int64() {
			return op.Errorf("pointer address space must match address space of the referenced global")
		}
	}
	return nil
}

// positionType returns the type at position pos of aggregate type t.
func positionType(t ir.Type, pos []int64) (ir.Type, error) {
	for _, p := range pos {
		switch s := t.(type) {
		case StructType:
			f := s.Fields()
			if p < 0 || p >= int64(len(f)) {
				return nil, fmt.Errorf("position out of bounds: %d", p)
			}
			t = f[p]
		case ArrayType:
			if p < 0 || p >= s.Len {
				return nil, fmt.Errorf("position out of bounds: %d", p)
			}
			t = s.Elem
		default:
			return nil, fmt.Errorf("expected LLVM IR structure/array type, got '%s'", ir.TypeString(t))
		}
	}
	return t, nil
}

func verifyInsertValue(op *ir.Operation) error {
	pos := op.Attr(PositionAttr).(*ir.DenseArrayAttr).Int64s()
	t, err := positionType(op.Operand(0).Type(), pos)
	if err != nil {
		return err
	}
	if got := op.Operand(1).Type(); got != t {
		return fmt.Errorf("Type mismatch: cannot insert '%s' into '%s'", ir.TypeString(got), ir.TypeString(op.Operand(0).Type()))
	}
	return nil
}

func verifyExtractValue(op *ir.Operation) error {
	pos := op.Attr(PositionAttr).(*ir.DenseArrayAttr).Int64s()
	t, err := positionType(op.Operand(0).Type(), pos)
	if err != nil {
		return err
	}
	if got := op.Result(0).Type(); got != t {
		return fmt.Errorf("Type mismatch: extracting from '%s' should produce '%s' but this op returns '%s'",
			ir.TypeString(op.Operand(0).Type()), ir.TypeString(t), ir.TypeString(got))
	}
	return nil
}

// verifyAtomicAccess checks an atomic load or store as upstream MLIR
// (17+) and LLVM do: an alignment, an ordering a load (store) may have,
// and a type of a power-of-two size of at least a byte.
func verifyAtomicAccess(op *ir.Operation) error {
	// MLIR's loads and stores take an "LLVM type with size"; LLVM refuses
	// to load or store the others.
	if op.Is(LoadOpName) && op.NumResults() == 1 && !IsSized(op.Result(0).Type()) {
		return fmt.Errorf("result #0 must be LLVM type with size, but got '%s'", ir.TypeString(op.Result(0).Type()))
	}
	if op.Is(StoreOpName) && op.NumOperands() == 2 && !IsSized(op.Operand(0).Type()) {
		return fmt.Errorf("operand #0 must be LLVM type with size, but got '%s'", ir.TypeString(op.Operand(0).Type()))
	}
	o, ok := op.Attr(OrderingAttr).(ir.IntegerAttr)
	if !ok || AtomicOrdering(o.Int64()) == NotAtomic {
		if op.Attr(SyncscopeAttr) != nil {
			return fmt.Errorf("expected syncscope to be null for non-atomic access")
		}
		return nil
	}
	ord := AtomicOrdering(o.Int64())
	t := op.Operand(0).Type()
	if op.Is(LoadOpName) {
		t = op.Result(0).Type()
		if ord == Release || ord == AcqRel {
			return fmt.Errorf("unsupported ordering '%s'", ord)
		}
	} else if ord == Acquire || ord == AcqRel {
		return fmt.Errorf("unsupported ordering '%s'", ord)
	}
	// LLVM needs an explicit alignment, which 0 (none) is not.
	if a, ok := op.Attr(AlignmentAttr).(ir.IntegerAttr); !ok || a.Int64() == 0 {
		return fmt.Errorf("expected alignment for atomic access")
	}
	if !atomicTypeOK(t, true) {
		return fmt.Errorf("unsupported type '%s' for atomic access", ir.TypeString(t))
	}
	return nil
}

func verifyAtomicRMW(op *ir.Operation) error {
	bin := AtomicBinOp(op.Attr(BinOpAttr).(ir.IntegerAttr).Int64())
	t := op.Operand(1).Type()
	switch {
	case bin == AtomicXchg:
		if !atomicTypeOK(t, true) {
			return fmt.Errorf("unexpected LLVM IR type for 'xchg' bin_op")
		}
	case bin.IsFloat():
		if !ir.IsFloat(t) || !atomicTypeOK(t, false) {
			return fmt.Errorf("expected LLVM IR floating point type")
		}
	default:
		if !isSignlessInt(t) || !atomicTypeOK(t, false) {
			return fmt.Errorf("expected LLVM IR integer type")
		}
	}
	if o := AtomicOrdering(op.Attr(OrderingAttr).(ir.IntegerAttr).Int64()); o < Monotonic {
		return fmt.Errorf("expected at least 'monotonic' ordering")
	}
	return nil
}

func verifyCmpXchg(op *ir.Operation) error {
	t := op.Operand(1).Type()
	if !isSignlessInt(t) && !isPointer(t) || !atomicTypeOK(t, true) {
		return fmt.Errorf("unexpected LLVM IR type")
	}
	if got := op.Result(0).Type().(StructType).Fields()[0]; got != t {
		return fmt.Errorf("expected the result's first field to be '%s', not '%s'", ir.TypeString(t), ir.TypeString(got))
	}
	success := AtomicOrdering(op.Attr(SuccessOrderingAttr).(ir.IntegerAttr).Int64())
	failure := AtomicOrdering(op.Attr(FailureOrderingAttr).(ir.IntegerAttr).Int64())
	if success < Monotonic || failure < Monotonic {
		return fmt.Errorf("ordering must be at least 'monotonic'")
	}
	if failure == Release || failure == AcqRel {
		return fmt.Errorf("failure ordering cannot be 'release' or 'acq_rel'")
	}
	return nil
}
