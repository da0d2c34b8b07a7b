package interp

import (
	"math"
	"strconv"
	"strings"
)

// Format formats like C's printf: args are the argument words after the
// format (integers zero- or sign-extended, doubles as bits); str reads a
// C string from an address (nil for NULL is handled here). It returns the
// output, and for %n the writes to do (address, count).
func Format(format []byte, args []uint64, str func(addr uint64, max int) []byte, n func(addr uint64, count int, length string)) []byte {
	var out []byte
	ai := 0
	next := func() uint64 {
		if ai < len(args) {
			ai++
			return args[ai-1]
		}
		return 0
	}
	for i := 0; i < len(format); i++ {
		ch := format[i]
		if ch != '%' {
			out = append(out, ch)
			continue
		}
		i++
		if i >= len(format) {
			break
		}
		var minus, plus, space, hash, zero bool
	flags:
		for ; i < len(format); i++ {
			switch format[i] {
			case '-':
				minus = true
			case '+':
				plus = true
			case ' ':
				space = true
			case '#':
				hash = true
			case '0':
				zero = true
			default:
				break flags
			}
		}
		width := -1
		if i < len(format) && format[i] == '*' {
			w := int32(next())
			if w < 0 {
				minus = true
				w = -w
			}
			width = int(w)
			i++
		} else {
			for ; i < len(format) && format[i] >= '0' && format[i] <= '9'; i++ {
				width = max(width, 0)*10 + int(format[i]-'0')
			}
		}
		prec := -1
		if i < len(format) && format[i] == '.' {
			i++
			prec = 0
			if i < len(format) && format[i] == '*' {
				p := int32(next())
				if p < 0 {
					prec = -1
				} else {
					prec = int(p)
				}
				i++
			} else {
				for ; i < len(format) && format[i] >= '0' && format[i] <= '9'; i++ {
					prec = prec*10 + int(format[i]-'0')
				}
			}
		}
		length := ""
		for i < len(format) && strings.IndexByte("hlLqjzt", format[i]) >= 0 {
			length += string(format[i])
			i++
		}
		if i >= len(format) {
			break
		}
		conv := format[i]
		pad := func(body []byte, sign string, zeroOK bool) {
			total := len(sign) + len(body)
			if width <= total {
				out = append(out, sign...)
				out = append(out, body...)
				return
			}
			fill := width - total
			switch {
			case minus:
				out = append(out, sign...)
				out = append(out, body...)
				out = append(out, strings.Repeat(" ", fill)...)
			case zero && zeroOK:
				out = append(out, sign...)
				out = append(out, strings.Repeat("0", fill)...)
				out = append(out, body...)
			default:
				out = append(out, strings.Repeat(" ", fill)...)
				out = append(out, sign...)
				out = append(out, body...)
			}
		}
		switch conv {
		case '%':
			out = append(out, '%')
		case 'd', 'i':
			v := signedArg(next(), length)
			sign := ""
			switch {
			case v < 0:
				sign = "-"
			case plus:
				sign = "+"
			case space:
				sign = " "
			}
			mag := uint64(v)
			if v < 0 {
				mag = uint64(-v)
			}
			digits := intDigits(strconv.FormatUint(mag, 10), mag, prec)
			pad([]byte(digits), sign, prec < 0)
		case 'u', 'x', 'X', 'o':
			v := unsignedArg(next(), length)
			base := 10
			switch conv {
			case 'x', 'X':
				base = 16
			case 'o':
				base = 8
			}
			s := strconv.FormatUint(v, base)
			if conv == 'X' {
				s = strings.ToUpper(s)
			}
			digits := intDigits(s, v, prec)
			prefix := ""
			if hash {
				switch {
				case conv == 'o' && (len(digits) == 0 || digits[0] != '0'):
					digits = "0" + digits
				case conv == 'x' && v != 0:
					prefix = "0x"
				case conv == 'X' && v != 0:
					prefix = "0X"
				}
			}
			pad([]byte(digits), prefix, prec < 0)
		case 'c':
			pad([]byte{byte(next())}, "", false)
		case 's':
			a := next()
			var s []byte
			if a == 0 {
				if prec < 0 || prec >= 6 {
					s = []byte("(null)")
				}
			} else {
				s = str(a, prec)
			}
			pad(s, "", false)
		case 'p':
			a := next()
			if a == 0 {
				pad([]byte("(nil)"), "", false)
			} else {
				sign := ""
				if plus {
					sign = "+"
				} else if space {
					sign = " "
				}
				pad([]byte("0x"+strconv.FormatUint(a, 16)), sign, false)
			}
		case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
			f := math.Float64frombits(next())
			sign := ""
			switch {
			case math.Signbit(f):
				sign = "-"
			case plus:
				sign = "+"
			case space:
				sign = " "
			}
			upper := conv == 'F' || conv == 'E' || conv == 'G' || conv == 'A'
			if math.IsInf(f, 0) || math.IsNaN(f) {
				s := "inf"
				if math.IsNaN(f) {
					s = "nan"
				}
				if upper {
					s = strings.ToUpper(s)
				}
				pad([]byte(s), sign, false)
				break
			}
			body := formatFloat(math.Abs(f), conv, prec, hash)
			if upper {
				body = strings.ToUpper(body)
			}
			pad([]byte(body), sign, true)
		case 'n':
			n(next(), len(out), length)
		default:
			// Unknown conversion: printed as written.
			out = append(out, '%', conv)
		}
	}
	return out
}

func intDigits(s string, v uint64, prec int) string {
	if prec == 0 && v == 0 {
		return ""
	}
	if prec > len(s) {
		s = strings.Repeat("0", prec-len(s)) + s
	}
	return s
}

func signedArg(v uint64, length string) int64 {
	switch length {
	case "hh":
		return int64(int8(v))
	case "h":
		return int64(int16(v))
	case "l", "ll", "q", "j", "z", "t", "L":
		return int64(v)
	}
	return int64(int32(v))
}

func unsignedArg(v uint64, length string) uint64 {
	switch length {
	case "hh":
		return uint64(uint8(v))
	case "h":
		return uint64(uint16(v))
	case "l", "ll", "q", "j", "z", "t", "L":
		return v
	}
	return uint64(uint32(v))
}

// formatFloat formats a non-negative finite f for %f, %e, %g or %a.
func formatFloat(f float64, conv byte, prec int, hash bool) string {
	switch conv {
	case 'f', 'F':
		if prec < 0 {
			prec = 6
		}
		s := strconv.FormatFloat(f, 'f', prec, 64)
		if hash && prec == 0 {
			s += "."
		}
		return s
	case 'e', 'E':
		if prec < 0 {
			prec = 6
		}
		s := strconv.FormatFloat(f, 'e', prec, 64)
		if hash && prec == 0 {
			i := strings.IndexByte(s, 'e')
			s = s[:i] + "." + s[i:]
		}
		return s
	case 'a', 'A':
		s := strconv.FormatFloat(f, 'x', prec, 64)
		// Go writes at least two exponent digits, C one.
		if i := strings.IndexByte(s, 'p'); i >= 0 && len(s) > i+3 && s[i+2] == '0' {
			s = s[:i+2] + s[i+3:]
		}
		return s
	}
	// %g
	if prec < 0 {
		prec = 6
	}
	if prec == 0 {
		prec = 1
	}
	es := strconv.FormatFloat(f, 'e', prec-1, 64)
	x, _ := strconv.Atoi(es[strings.IndexByte(es, 'e')+1:])
	var s string
	if prec > x && x >= -4 {
		s = strconv.FormatFloat(f, 'f', prec-1-x, 64)
		if !hash {
			s = trimZeros(s)
		} else if !strings.Contains(s, ".") {
			s += "."
		}
		return s
	}
	s = es
	if !hash {
		i := strings.IndexByte(s, 'e')
		s = trimZeros(s[:i]) + s[i:]
	}
	return s
}

func trimZeros(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}
