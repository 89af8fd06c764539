from collections import *

def main():
    result = 5**5 // 5**4 - 5**3 + 5**2 * 5**1
    print(f"RESULT: {result}")
    print("CONFIDENCE: 100")

if __name__ == "__main__":
    main()
