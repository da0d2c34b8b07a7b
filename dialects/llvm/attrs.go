package llvm

import (
	"strconv"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// Linkage is an LLVM linkage kind, numbered as MLIR's LLVM::Linkage.
type Linkage uint8

const (
	Private Linkage = iota
	Internal
	AvailableExternally
	Linkonce
	Weak
	Common
	Appending
	ExternWeak
	LinkonceODR
	WeakODR
	External
)

var linkageNames = [...]string{"private", "internal", "available_externally", "linkonce", "weak", "common", "appending", "extern_weak", "linkonce_odr", "weak_odr", "external"}

func (l Linkage) String() string { return linkageNames[l] }

// LinkageFromString returns the linkage named s.
func LinkageFromString(s string) (Linkage, bool) {
	for i, n := range linkageNames {
		if n == s {
			return Linkage(i), true
		}
	}
	return 0, false
}

// LinkageAttr is `#llvm.linkage<internal>`.
type LinkageAttr struct{ Linkage Linkage }

func (a LinkageAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#llvm.linkage<" + a.Linkage.String() + ">")
}

// CConvAttr is a calling convention, `#llvm.cconv<ccc>`.
type CConvAttr struct{ Name string }

// CCC is the C calling convention, every function's default.
var CCC = CConvAttr{Name: "ccc"}

func (a CConvAttr) PrintAttribute(p *ir.AsmPrinter) { p.WriteString("#llvm.cconv<" + a.Name + ">") }

// TailCallKindAttr is upstream's `#llvm.tailcallkind<none|tail|musttail|notail>`
// (MLIR 18 and later), which MLIR 16 has no attribute for: strata reads it
// on calls in the generic form (upgradeCall), where it means no more than
// the custom form's prefixes.
type TailCallKindAttr struct{ Kind string }

func (a TailCallKindAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#llvm.tailcallkind<" + a.Kind + ">")
}

// FastmathFlags is a set of LLVM fast-math flags.
type FastmathFlags uint8

const (
	FastmathNNaN FastmathFlags = 1 << iota
	FastmathNInf
	FastmathNSZ
	FastmathARcp
	FastmathContract
	FastmathAFN
	FastmathReassoc
	FastmathNone FastmathFlags = 0
	FastmathFast               = FastmathNNaN | FastmathNInf | FastmathNSZ | FastmathARcp | FastmathContract | FastmathAFN | FastmathReassoc
)

var fastmathNames = [...]string{"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}

// FastmathAttr is `#llvm.fastmath<none>`, `<fast>` or a list of flags.
type FastmathAttr struct{ Flags FastmathFlags }

func (a FastmathAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#llvm.fastmath<" + a.Flags.String() + ">")
}

func (f FastmathFlags) String() string {
	switch f {
	case FastmathNone:
		return "none"
	case FastmathFast:
		return "fast"
	}
	var names []string
	for i, n := range fastmathNames {
		if f&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	return strings.Join(names, ", ")
}

// OverflowFlags is a set of integer overflow flags (nsw, nuw).
type OverflowFlags uint8

const (
	OverflowNone OverflowFlags = 0
	OverflowNSW  OverflowFlags = 1 << 0
	OverflowNUW  OverflowFlags = 1 << 1
)

func (f OverflowFlags) String() string {
	switch f {
	case OverflowNone:
		return "none"
	case OverflowNSW:
		return "nsw"
	case OverflowNUW:
		return "nuw"
	}
	return "nsw, nuw"
}

// OverflowAttr is `#llvm.overflow<nsw>`, the overflowFlags of add, sub,
// mul and shl (MLIR 18's spelling; MLIR 16 keeps it as an unknown
// attribute).
type OverflowAttr struct{ Flags OverflowFlags }

func (a OverflowAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#llvm.overflow<" + a.Flags.String() + ">")
}

// ICmpPredicate is an integer comparison predicate, numbered as in MLIR
// (the generic form holds the number as an i64 `predicate`).
type ICmpPredicate int64

const (
	ICmpEQ ICmpPredicate = iota
	ICmpNE
	ICmpSLT
	ICmpSLE
	ICmpSGT
	ICmpSGE
	ICmpULT
	ICmpULE
	ICmpUGT
	ICmpUGE
)

var icmpNames = [...]string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

func (p ICmpPredicate) String() string { return icmpNames[p] }

// FCmpPredicate is a floating comparison predicate, numbered as in MLIR.
type FCmpPredicate int64

const (
	FCmpFalse FCmpPredicate = iota
	FCmpOEQ
	FCmpOGT
	FCmpOGE
	FCmpOLT
	FCmpOLE
	FCmpONE
	FCmpORD
	FCmpUEQ
	FCmpUGT
	FCmpUGE
	FCmpULT
	FCmpULE
	FCmpUNE
	FCmpUNO
	FCmpTrue
)

var fcmpNames = [...]string{"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true"}

func (p FCmpPredicate) String() string { return fcmpNames[p] }

// DynamicIndex marks, in a getelementptr's rawConstantIndices, an index
// taken from the dynamic operands (MLIR's GEPOp::kDynamicIndex).
const DynamicIndex = -2147483648

// AtomicOrdering is an LLVM memory ordering, numbered as MLIR's
// LLVM::AtomicOrdering (the generic form holds the number as an i64).
type AtomicOrdering int64

const (
	NotAtomic AtomicOrdering = iota
	Unordered
	Monotonic
	_ // consume, which LLVM does not use
	Acquire
	Release
	AcqRel
	SeqCst
)

var orderingNames = [...]string{"not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst"}

func (o AtomicOrdering) String() string {
	if o < 0 || int(o) >= len(orderingNames) {
		return "ordering" + strconv.FormatInt(int64(o), 10)
	}
	return orderingNames[o]
}

// AtomicBinOp is the operation of an llvm.atomicrmw, numbered as MLIR's
// LLVM::AtomicBinOp.
type AtomicBinOp int64

const (
	AtomicXchg AtomicBinOp = iota
	AtomicAdd
	AtomicSub
	AtomicAnd
	AtomicNand
	AtomicOr
	AtomicXor
	AtomicMax
	AtomicMin
	AtomicUMax
	AtomicUMin
	AtomicFAdd
	AtomicFSub
	AtomicFMax
	AtomicFMin
	AtomicUIncWrap
	AtomicUDecWrap
)

var atomicBinOpNames = [...]string{"xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap"}

func (b AtomicBinOp) String() string {
	if b < 0 || int(b) >= len(atomicBinOpNames) {
		return "binop" + strconv.FormatInt(int64(b), 10)
	}
	return atomicBinOpNames[b]
}

// IsFloat reports whether the operation works on floating-point values.
func (b AtomicBinOp) IsFloat() bool { return b >= AtomicFAdd && b <= AtomicFMin }

// UnnamedAddr is the unnamed_addr of a global, numbered as in MLIR.
type UnnamedAddr int64

const (
	UnnamedAddrNone UnnamedAddr = iota
	UnnamedAddrLocal
	UnnamedAddrGlobal
)

var unnamedAddrNames = [...]string{"none", "local_unnamed_addr", "unnamed_addr"}

// indexOf returns the index of s in names, or -1.
func indexOf(names []string, s string) int {
	for i, n := range names {
		if n == s && n != "" {
			return i
		}
	}
	return -1
}
