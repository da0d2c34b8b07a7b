package offload

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// MapType is `!offload.map`, the type of a map entry.
type MapType struct{}

// PrintType prints the type in full.
func (MapType) PrintType(p *ir.AsmPrinter) { p.WriteString("!offload.map") }

// EnvType is `!offload.env`, the type of a structured data environment
// that offload.data_begin opens and offload.data_end closes.
type EnvType struct{}

// PrintType prints the type in full.
func (EnvType) PrintType(p *ir.AsmPrinter) { p.WriteString("!offload.env") }

func parseType(p *ir.AsmParser, mnemonic string) (ir.Type, error) {
	switch mnemonic {
	case "map":
		return MapType{}, nil
	case "env":
		return EnvType{}, nil
	}
	return nil, p.Errorf("unknown offload type '%s'", mnemonic)
}

// IsHostPointer reports whether t is a pointer of a host dialect the
// offload ops work with: cir's typed pointers or llvm's opaque one.
func IsHostPointer(t ir.Type) bool {
	switch t.(type) {
	case cir.PointerType, llvm.PointerType:
		return true
	}
	return false
}

func isMap(t ir.Type) bool { _, ok := t.(MapType); return ok }
func isEnv(t ir.Type) bool { _, ok := t.(EnvType); return ok }

// The type constraints of the dialect's operands and results.
var (
	hostPtrC = ir.TypeConstraint{Desc: "host pointer (!cir.ptr or !llvm.ptr)", Pred: IsHostPointer}
	mapC     = ir.TypeConstraint{Desc: "offload map entry", Pred: isMap, Buildable: MapType{}}
	envC     = ir.TypeConstraint{Desc: "offload data environment", Pred: isEnv, Buildable: EnvType{}}
	i32C     = ir.TypeConstraint{Desc: "32-bit signless integer", Pred: func(t ir.Type) bool { return t == ir.Type(ir.I32) }, Buildable: ir.I32}
	i64C     = ir.TypeConstraint{Desc: "64-bit signless integer", Pred: func(t ir.Type) bool { return t == ir.Type(ir.I64) }, Buildable: ir.I64}
)

// LLVMHandle makes the conversion to LLVM keep the type (tollvm.HandleType):
// the offload lowering removes its values.
func (MapType) LLVMHandle() {}

// LLVMHandle makes the conversion to LLVM keep the type.
func (EnvType) LLVMHandle() {}
