def find_intersection():
    mid = 1.0
    while True:
        f_mid = math.exp(3 * mid ** 2 - abs(math.floor(mid))) + comb(22 + 735235 * math.floor(mid), 2356) + phi(abs(math.floor(mid) + 1)) + 72 * mid ** 4 + 3 * mid ** 3 - 6 * mid ** 2 + 2 * mid + 1
        g_mid = math.exp(3 * mid ** 2 - abs(math.floor(mid))) + comb(22 + 735235 * math.floor(mid), 2356) + phi(abs(math.floor(mid) + 1)) + 72 * mid ** 4 + 4 * mid ** 3 - 11 * mid ** 2 - 6 * mid + 13
        if f_mid * g_mid < 0:
            return mid
        else:
            mid += (max(0, mid) / 2)

def comb(n, k):
    return math.factorial(n) // (math.factorial(k) * math.factorial(n - k))

if __name__ == "__main__":
    find_intersection()
