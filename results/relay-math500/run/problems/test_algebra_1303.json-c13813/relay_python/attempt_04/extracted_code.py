import sympy

# Check if the program can import sympy
try:
    sqrt_64 = sympy.sqrt(64)
    cube_64 = sympy.cbrt(64)
    result = sqrt_64 - cube_64
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: 100")
except Exception as e:
    print("RESULT: UNDEFINED")
    print(f"CONFIDENCE: 0")
