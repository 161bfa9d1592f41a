"""Writes a function whose ops start past column 1,048,576 (argv[1]: path;
argv[2] == "error": the wide-column return has the wrong operand count)."""
import sys

PAD = " " * 1048580
ret = "func.return" if len(sys.argv) > 2 and sys.argv[2] == "error" else "func.return %1 : i32"
with open(sys.argv[1], "w") as f:
    f.write("func.func @f(%a: i32) -> i32 {\n")
    f.write(PAD + "%0 = arith.addi %a, %a : i32\n")
    f.write(PAD + '%1 = "test.wide"(%0) : (i32) -> i32\n')
    f.write(PAD + ret + "\n")
    f.write("}\n")
