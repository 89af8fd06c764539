def main():
    import math

    num = 64
    positive_sqrt = math.sqrt(num)
    cube_root = math.pow(num, 1/3)

    difference = abs(positive_sqrt - cube_root)
    print(f"Positive square root of {num}: {positive_sqrt}")
    print(f"Cube root of {num}: {cube_root}")
    print(f"Difference: {difference}")

if __name__ == "__main__":
    main()
