package llvm

import (
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
